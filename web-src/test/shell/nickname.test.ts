import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../src/shell/api";
import { setLang } from "../../src/shell/i18n";
import { generatedNickname, isGeneratedNickname, newProfile } from "../../src/shell/nickname";

describe("the nickname a new browser is given", () => {
  it("is the catalog's word for a player and three digits, in the page's language", () => {
    setLang("it");
    expect(generatedNickname(() => 0.431)).toBe("Giocatore 487");
    setLang("en");
    expect(generatedNickname(() => 0)).toBe("Player 100");
    expect(generatedNickname(() => 0.9999)).toBe("Player 999");
    expect(generatedNickname(() => 0, 5)).toBe("Player 10000");
  });

  it("is told from a chosen one in either language, so the lobby asks for a real name", () => {
    setLang("en");
    expect(isGeneratedNickname("Giocatore 531")).toBe(true);
    expect(isGeneratedNickname("Player 531")).toBe(true);
    expect(isGeneratedNickname("Nonna Pina")).toBe(false);
    expect(isGeneratedNickname("Player 5310")).toBe(true); // made up longer: the short one was taken
    expect(isGeneratedNickname("Player 1234567")).toBe(false);
    expect(isGeneratedNickname("Giocatore")).toBe(false);
  });
});

describe("a new browser's profile", () => {
  afterEach(() => vi.restoreAllMocks());
  const taken = (): ApiError => new ApiError("taken", 409, "nickname_taken");

  it("takes the player's own nickname, numbered while the server says another holds it", async () => {
    setLang("en");
    const asked: string[] = [];
    vi.spyOn(api, "createProfile").mockImplementation(async (nickname: string) => {
      asked.push(nickname);
      if (asked.length < 3) throw taken();
      return { id: "p", secret: "s", nickname };
    });
    const made = await newProfile("Marco", () => 0);
    expect(asked).toEqual(["Marco", "Marco 2", "Marco 3"]);
    expect(made.nickname).toBe("Marco 3");
  });

  it("makes one up, again while the server says it is taken, once the numbered ones are taken too", async () => {
    setLang("en");
    const asked: string[] = [];
    vi.spyOn(api, "createProfile").mockImplementation(async (nickname: string) => {
      asked.push(nickname);
      if (asked.length < 8) throw taken();
      return { id: "p", secret: "s", nickname };
    });
    const made = await newProfile("Marco", () => 0);
    expect(asked).toEqual(["Marco", "Marco 2", "Marco 3", "Marco 4", "Marco 5", "Player 100", "Player 100", "Player 1000"]);
    expect(made.nickname).toBe("Player 1000");
  });

  it("gives up after a few made-up names, and passes any other refusal on at once", async () => {
    setLang("en");
    const create = vi.spyOn(api, "createProfile").mockRejectedValue(taken());
    await expect(newProfile("")).rejects.toMatchObject({ code: "nickname_taken" });
    expect(create).toHaveBeenCalledTimes(6);
    create.mockRejectedValue(new ApiError("slow down", 429, "too_many"));
    await expect(newProfile("")).rejects.toMatchObject({ code: "too_many" });
    expect(create).toHaveBeenCalledTimes(7);
  });
});
