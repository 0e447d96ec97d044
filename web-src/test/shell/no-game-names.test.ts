// The shell is generic: no file of the client outside src/games/ names a game, so that it never
// branches on one nor imports one's folder — it reaches the games through their list,
// src/games/index.ts. The Python side's rule is tests/games/test_registry.py's.
import { describe, expect, it } from "vitest";
import { parseSync } from "vite";

/** Every source file of the client, by its path from here. */
const SOURCES = import.meta.glob<string>("../../src/**/*.ts", { query: "?raw", import: "default", eager: true });

/** Where the games' folders are, and the one list of them (src/games/index.ts). */
const GAMES_FOLDER = "../../src/games/";

/** The games: one folder each under src/games/. */
const GAME_NAMES = [
  ...new Set(
    Object.keys(SOURCES)
      .map((path) => (path.startsWith(GAMES_FOLDER) ? path.slice(GAMES_FOLDER.length).split("/") : []))
      .filter((parts) => parts.length > 1)
      .map((parts) => parts[0]),
  ),
];

/** The files outside src/games/ that may name a game, each with the reason. */
const ALLOWED: Record<string, string> = {
  "../../src/protocol-types.ts":
    "generated from the server's JSON Schema by scripts/protocol_ts.py: every game's WebSocket messages, under their games' names (a game's folder aliases its own)",
};

/** The words of a file's code: its identifiers, string literals (import paths among them),
 *  template literals' text (styles and markup) and regular expressions. Comments are not
 *  code: they may take a game as an example. */
function codeWords(path: string, text: string): string[] {
  const parsed = parseSync(path, text);
  expect(parsed.errors.map((error) => error.message), path).toEqual([]);
  const words: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const { type, name, value, regex } = node as { type?: unknown; name?: unknown; value?: unknown; regex?: { pattern: string } };
    if ((type === "Identifier" || type === "PrivateIdentifier") && typeof name === "string") words.push(name);
    else if (type === "Literal" && typeof value === "string") words.push(value);
    else if (type === "Literal" && regex) words.push(regex.pattern);
    else if (type === "TemplateElement") words.push((value as { raw: string }).raw);
    for (const [key, child] of Object.entries(node)) if (key !== "parent") walk(child);
  };
  walk(parsed.program);
  return words;
}

/** The games whose name the code of `text` holds, inside a word too (`TressetteInfo`,
 *  `"./pinnacola/view"`, `.briscola-card`), whatever its case. */
function gamesNamed(path: string, text: string): string[] {
  const words = codeWords(path, text).map((word) => word.toLowerCase());
  return GAME_NAMES.filter((game) => words.some((word) => word.includes(game)));
}

describe("the client outside the games' folders", () => {
  it("finds the games by their folders", () => {
    expect(GAME_NAMES.length).toBeGreaterThan(1);
  });

  it("names no game, but in the files allowed with a reason", () => {
    const naming = Object.entries(SOURCES)
      .filter(([path]) => !path.startsWith(GAMES_FOLDER) && !(path in ALLOWED))
      .map(([path, text]) => [path, gamesNamed(path, text)] as const)
      .filter(([, games]) => games.length > 0)
      .map(([path, games]) => `${path}: ${games.join(", ")}`);
    expect(naming).toEqual([]);
  });

  it("allows only files that exist and name a game", () => {
    for (const path of Object.keys(ALLOWED)) {
      expect(SOURCES[path], path).toBeDefined();
      expect(gamesNamed(path, SOURCES[path]), path).not.toEqual([]);
    }
  });

  it("catches a game named in an identifier, a string, an import path, a template or a pattern, never in a comment", () => {
    const game = GAME_NAMES[0];
    const Game = game.charAt(0).toUpperCase() + game.slice(1);
    expect(gamesNamed("a.ts", `// ${Game} is an example\n/** as ${game} */ const x = 1;`)).toEqual([]);
    expect(gamesNamed("a.ts", `type A = ${Game}Info;`)).toEqual([game]);
    expect(gamesNamed("a.ts", `const a = { mine: "${game}" };`)).toEqual([game]);
    expect(gamesNamed("a.ts", `import "../games/${game}/view";`)).toEqual([game]);
    expect(gamesNamed("a.ts", "const a = css`.x-" + game + " { color: red }`;")).toEqual([game]);
    expect(gamesNamed("a.ts", `const a = /^${game}$/;`)).toEqual([game]);
  });
});
