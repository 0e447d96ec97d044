// The Pinnacola table on a phone and on a low screen (after styles.ts): the stock beside its
// count, smaller cards, the other players side by side, the hand fanned.
import { css } from "lit";

export const pinnacolaScreenStyles = css`
  /* A phone, or a low screen: the stock's back with its count beside it, a low row with the
     pile; on a low screen the pile's cards and yours a little smaller. */
  @media (max-width: 640px), (max-height: 760px) {
    .stock-button {
      flex-direction: row;
      gap: 0.3rem;
      padding: 0.2rem 0.4rem;
      font-size: 0.85rem;
    }
    .card-back {
      width: 36px;
    }
  }
  @media (min-width: 641px) and (max-height: 760px) {
    .pile-card {
      width: 44px;
      margin-left: -19px;
    }
    .pile {
      min-height: 66px;
      padding-left: 19px;
    }
    .card {
      width: 54px;
    }
  }
  /* A phone: the other players side by side, both teams' melds side by side, the hand fanned
     (each card's corner shows), so that the table needs little scrolling. */
  @media (max-width: 640px) {
    .tools .long {
      display: none;
    }
    .tools .short {
      display: inline;
    }
    .others {
      flex-wrap: nowrap;
      gap: 0.25rem;
      justify-content: space-between;
    }
    .other {
      flex: 1 1 0;
      min-width: 0;
      padding: 0.15rem;
    }
    .other .nameplate {
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.1rem 0.4rem;
      font-size: 0.78rem;
      line-height: 1.2;
      text-align: center;
    }
    /* Three others side by side: each one's name, strength and marks one under the other. */
    .others.three .nameplate {
      flex-direction: column;
    }
    .other .nameplate .strength {
      font-size: 0.68rem;
    }
    .backs.open,
    .known {
      padding-left: 12px;
    }
    .backs.open .tiny,
    .known .tiny {
      width: 22px;
      margin-left: -12px;
    }
    .melds {
      gap: 0.4rem;
    }
    .team-melds {
      padding: 0.3rem;
    }
    .team-melds h2 {
      font-size: 0.9rem;
      margin: 0.1rem 0 0.3rem;
    }
    .meld-card {
      width: 26px;
      margin-right: -9px;
    }
    /* Each row of the hand holds --per-row cards (handPerRow): they overlap by what the
       row's width asks, 12px at least; the last card of a row shows whole. */
    .hand {
      gap: 0.35rem 0;
    }
    .card {
      width: 46px;
      margin-right: min(-12px, calc((100% - 46px) / max(var(--per-row, 10) - 1, 1) - 46px));
    }
    .card-back {
      width: 32px;
    }
    .pile-card {
      width: 40px;
    }
    .pile {
      min-height: 60px;
    }
    .felt {
      gap: 0.5rem;
      padding-top: 0.5rem;
    }
    .pile-card {
      margin-left: -16px;
    }
    .actions {
      gap: 0.3rem;
    }
    .actions button {
      padding: 0.3em 0.7em;
      font-size: 0.88rem;
    }
  }
`;
