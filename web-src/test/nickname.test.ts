import { describe, expect, it } from "vitest";
import { setLang } from "../src/i18n";
import { generatedNickname, isGeneratedNickname } from "../src/nickname";

describe("the nickname a new browser is given", () => {
  it("is the catalog's word for a player and three digits, in the page's language", () => {
    setLang("it");
    expect(generatedNickname(() => 0.431)).toBe("Giocatore 487");
    setLang("en");
    expect(generatedNickname(() => 0)).toBe("Player 100");
    expect(generatedNickname(() => 0.9999)).toBe("Player 999");
  });

  it("is told from a chosen one in either language, so the lobby asks for a real name", () => {
    setLang("en");
    expect(isGeneratedNickname("Giocatore 531")).toBe(true);
    expect(isGeneratedNickname("Player 531")).toBe(true);
    expect(isGeneratedNickname("Nonna Pina")).toBe(false);
    expect(isGeneratedNickname("Player 5310")).toBe(false);
    expect(isGeneratedNickname("Giocatore")).toBe(false);
  });
});
