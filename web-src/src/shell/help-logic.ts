// What the Help page is made of: its sections in order (the open table's game first), the
// numbered paragraphs of the catalogs, an option's value in words, and the opening-lead table
// ("tabella") read from the docs' own Markdown, so that the page and docs/ never disagree.

/** The sections of the Help page, in order: how to play, each game (in the registry's order,
 *  the game of the table the player came from first), the keyboard. */
export function sectionOrder(games: readonly string[], first: string | null | undefined): string[] {
  const ordered = first && games.includes(first) ? [first, ...games.filter((game) => game !== first)] : [...games];
  const [chosen] = ordered;
  return chosen === first ? [...ordered.slice(0, 1), "howto", ...ordered.slice(1), "keyboard"] : ["howto", ...ordered, "keyboard"];
}

/** The paragraphs `PREFIX.1`, `PREFIX.2` … of the catalog, while they exist. */
export function paragraphs(prefix: string, has: (key: string) => boolean, say: (key: string) => string): string[] {
  const found: string[] = [];
  for (let n = 1; has(`${prefix}.${n}`); n += 1) found.push(say(`${prefix}.${n}`));
  return found;
}

/** An option's value as the page says it: a choice's name, yes or no, a number. */
export function optionValue(key: string, value: unknown, say: (key: string) => string, has: (key: string) => boolean): string {
  if (value === true) return say("web.help.yes");
  if (value === false) return say("web.help.no");
  if (value === null || value === undefined) return say("web.help.same");
  const label = `web.choice.${key}.${String(value)}`;
  return has(label) ? say(label) : String(value);
}

/** Inline Markdown as plain text: emphasis and code marks removed. */
export function plain(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/\*(.+?)\*/g, "$1")
    .replace(/`(.+?)`/g, "$1")
    .trim();
}

/** A Markdown table: its header cells and its rows (the first table of `markdown`). */
export interface MarkdownTable {
  header: string[];
  rows: string[][];
}

/** The first table of a Markdown text; empty when there is none. */
export function firstTable(markdown: string): MarkdownTable {
  const lines = markdown.split("\n").map((line) => line.trim());
  const start = lines.findIndex((line, i) => line.startsWith("|") && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ""));
  if (start < 0) return { header: [], rows: [] };
  const cells = (line: string): string[] => line.slice(1, line.endsWith("|") ? -1 : undefined).split("|").map(plain);
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith("|"); i += 1) rows.push(cells(lines[i]));
  return { header: cells(lines[start]), rows };
}

/** The paragraphs of a Markdown text before its first table (its title and lines in italics left out). */
export function introOf(markdown: string): string[] {
  const before = markdown.split(/\n\|/)[0];
  return before
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\n/g, " ").trim())
    .filter((block) => block && !block.startsWith("#") && !/^\*[^*].*\*$/.test(block))
    .map(plain);
}
