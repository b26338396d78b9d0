// One article's body: sanitisable HTML (p, h2, ol/ul, strong, em) that never repeats the title.
export interface ArticleBody {
  slug: string;
  html: string;
}
