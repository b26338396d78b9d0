import { serializeForScript } from './boot';

describe('serializeForScript (JSON inside an inline <script>)', () => {
  const HOSTILE = { name: '</script><script>alert(1)</script> & <!-- -->', line: 'a\u2028b\u2029c', nested: [{ x: '<img src=x>' }] };

  it('cannot close the script element or open a comment', () => {
    const out = serializeForScript(HOSTILE);
    expect(out).not.toMatch(/[<>&]/);
    expect(out).not.toMatch(/[\u2028\u2029]/);
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(serializeForScript(HOSTILE))).toEqual(HOSTILE);
    expect(JSON.parse(serializeForScript(null))).toBeNull();
  });
});
