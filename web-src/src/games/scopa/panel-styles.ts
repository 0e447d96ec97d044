// The Scopa table's panels (view.ts, felt.ts, summaries.ts): the choice of a capture, the
// suggestion, the training stop, the hand's count and the game's end, and their phone sizes.
import { css } from "lit";

export const scopaPanelStyles = css`
  .capture-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.3rem 0.7rem;
    text-align: center;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.35rem 0.8rem;
    box-shadow: 0 4px 14px #0007;
    align-self: center;
    flex-direction: column;
    max-width: min(44rem, 100%);
    box-sizing: border-box;
  }
  .capture-choice .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    justify-content: center;
  }
  .capture-option {
    font-size: 0.85rem;
    padding: 0.2em 0.7em;
  }
  .capture-choice p {
    margin: 0;
  }
  /* The suggestion sits at the foot of the table's middle, like the training stop. */
  .suggestion {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: min(40rem, calc(100vw - 1rem));
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
    z-index: 9;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
    background: #fffbe8;
    color: var(--ink);
    padding: 0.4em 0.9em;
    border-radius: 8px;
  }
  .suggestion > p {
    margin: 0;
    flex: 1 1 16rem;
  }
  .suggestion-why {
    flex: 1 1 100%;
    font-size: 0.9rem;
  }
  .suggestion-why summary {
    cursor: pointer;
  }
  .suggestion-why p {
    margin: 0.2rem 0 0;
  }
  /* The training stop sits in the felt's top right corner, over neither the table's cards nor
     yours (on a phone, folded, at the foot of the table's middle). */
  .stop {
    position: absolute;
    top: 0.6rem;
    right: 0.6rem;
    z-index: 10;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.5rem 0.9rem;
    width: min(24rem, calc(50% - 12rem));
    max-height: min(36vh, 13rem);
    overflow: auto;
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
  }
  .stop-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.8rem;
    font-weight: 600;
  }
  .stop-why summary {
    cursor: pointer;
    font-size: 0.9rem;
    margin-top: 0.3rem;
  }
  .reasons {
    margin: 0.4rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.85rem;
  }
  .summary {
    width: min(40rem, 94vw);
    box-sizing: border-box;
    max-height: 92vh;
    overflow: auto;
  }
  .summary h3 {
    margin: 0.2rem 0 0.3rem;
  }
  .summary table.count td {
    vertical-align: middle;
  }
  .summary table.count td + td {
    white-space: nowrap;
  }
  .summary .figure {
    color: #555;
    margin-right: 0.5rem;
  }
  .summary .point {
    display: inline-block;
    min-width: 1.3em;
    text-align: center;
    border-radius: 999px;
    color: #999;
  }
  .summary .point.scored {
    background: var(--gold);
    color: var(--ink);
  }
  .summary tr.total td {
    font-size: 1.1rem;
    border-top: 2px solid #0003;
  }
  .primiera-cards {
    display: inline-flex;
    gap: 2px;
    vertical-align: middle;
    margin-right: 0.4rem;
  }
  .tiny-card {
    display: block;
    width: 26px;
    aspect-ratio: 5 / 8;
  }
  .game-score {
    font-weight: 600;
    margin: 0.3rem 0;
  }
  .small {
    font-size: 0.85rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    justify-content: flex-end;
    align-items: center;
  }
  @media (max-width: 640px) {
    .capture-choice {
      font-size: 0.85rem;
    }
    .stop {
      top: auto;
      right: auto;
      left: 50%;
      bottom: 0;
      transform: translateX(-50%);
      width: calc(100vw - 1rem);
      max-height: 100%;
    }
    .summary .figure {
      margin-right: 0.25rem;
    }
    .tiny-card {
      width: 17px;
    }
    /* the primiera's cards over its sum, so that both sides fit the phone's width */
    .summary table.count td + td {
      white-space: normal;
    }
    .primiera-cards {
      display: flex;
      justify-content: flex-end;
      margin: 0 0 0.15rem;
    }
    .summary td,
    .summary th {
      padding: 0.25rem 0.3rem;
    }
  }
`;
