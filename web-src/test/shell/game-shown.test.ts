import { describe, expect, it } from "vitest";
import { GAME_SHOWN, showsAnotherGame, type GameShown } from "../../src/shell/game-shown";

/** A stand-in for a view's element: it keeps what it dispatches. */
function host(): { element: HTMLElement; sent: CustomEvent<GameShown>[] } {
  const sent: CustomEvent<GameShown>[] = [];
  const element = new EventTarget() as HTMLElement;
  element.addEventListener(GAME_SHOWN, (event) => sent.push(event as CustomEvent<GameShown>));
  return { element, sent };
}

describe("a table view handing its table to the view of the game in play", () => {
  it("keeps a snapshot of its own game and tells the page nothing", () => {
    const { element, sent } = host();
    expect(showsAnotherGame(element, "t1", "tressette", { game: "tressette" })).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("tells the page the table and the game a snapshot of another game names (the Roman match's Briscola)", () => {
    const { element, sent } = host();
    expect(showsAnotherGame(element, "t1", "tressette", { game: "briscola" })).toBe(true);
    expect(sent.map((event) => event.detail)).toEqual([{ table: "t1", game: "briscola" }]);
    expect(sent[0]?.bubbles && sent[0]?.composed).toBe(true);
  });
});
