// The package ships no types: what the metrics tests read of its answer.
declare module 'parse-prometheus-text-format' {
  interface ParsedMetric {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Array<{ value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string }>;
  }
  export default function parsePrometheusTextFormat(text: string): ParsedMetric[];
}
