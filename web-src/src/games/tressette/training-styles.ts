// The Tressette table's training styles (view.ts, after styles.ts): the computers' open hands,
// readable card by card, and the why? buttons and their bubbles, on a wide screen and a phone.
import { css } from "lit";

export const trainingStyles = css`
  /* A training table's open hands: cards large enough to read, fanned so that each one's rank
     corner shows (the next card covers only its right part). */
  .fan.open {
    --open-w: clamp(40px, 3.8vw, 52px);
  }
  .fan.open .small-card {
    width: var(--open-w);
    margin-left: calc(var(--open-w) * -0.58);
  }
  .west .fan.open,
  .east .fan.open {
    flex-wrap: nowrap;
    max-width: none;
  }
  .west .fan.open .small-card,
  .east .fan.open .small-card {
    margin-bottom: 0;
  }
  /* On a wide screen no open card covers another, so that each one's rank and suit read as
     well as your own: your partner's ten in one row, a side player's in rows of five, a
     side column being a fifth of the felt. */
  @media (min-width: 641px) {
    .seat.open-hand {
      --open-w: min(52px, calc(((100vw - 3rem) / 5 - 12px) / 5));
    }
    .fan.open {
      --open-w: min(52px, calc(((100vw - 3rem) / 5 - 12px) / 5));
      gap: 3px;
    }
    /* your partner's accuse beside the row of ten, not on it */
    .seat.north.open-hand .accuse {
      right: calc(50% + 5 * var(--open-w) + 0.5rem + 15px);
      max-width: calc(50% - 5 * var(--open-w) - 1rem - 15px);
    }
    .fan.open .small-card {
      margin-left: 0;
    }
    .west .fan.open,
    .east .fan.open {
      display: grid;
      grid-template-columns: repeat(5, var(--open-w));
    }
  }
  .why {
    font-size: 0.75rem;
    padding: 0.1em 0.6em;
  }
  /* no reasons to open (the trick goes on): the button keeps its place, unseen */
  .why.idle {
    visibility: hidden;
  }
  .bubble {
    background: #fffbe8;
    color: var(--ink);
    padding: 0.5em 0.8em;
    border-radius: 10px;
    max-width: 22rem;
    box-shadow: 0 4px 14px #0005;
    z-index: 5;
    font-size: 0.9rem;
    cursor: pointer; /* a tap closes it */
  }
  /* your own bubble opens under your nameplate, over your hand (it opens only at the training
     stop, when there is nothing to play): in the page's flow it would push your hand off the
     screen, and above the nameplate it would cover the stop's Continue */
  .seat.south .bubble {
    position: absolute;
    top: 100%;
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: min(22rem, 92vw);
    z-index: 11; /* over your cards */
  }
  /* Another seat's bubble opens over the felt in the trick's room, never over the card it
     explains nor under the seat's cards (which would push your hand off the screen): on a
     wide screen in the trick's top corner on the seat's side (your partner's on the left),
     clear of the four cards; on a phone above the trick's cards, across the felt. */
  .trick .bubble {
    position: absolute;
    top: 0;
    box-sizing: border-box; /* its padding inside the room it is given */
    width: max-content;
    /* the room beside the side cards: they reach 1.58 cards (and a tilt) from the middle */
    max-width: min(22rem, calc(50% - 1.65 * var(--card-w) - 0.6rem));
    z-index: 11;
  }
  .trick .bubble.at-west,
  .trick .bubble.at-north {
    left: 0;
  }
  .trick .bubble.at-east {
    right: 0;
  }
  @media (max-width: 640px) {
    .trick .bubble.at-west,
    .trick .bubble.at-north,
    .trick .bubble.at-east {
      top: auto;
      left: 50%;
      right: auto;
      transform: translateX(-50%);
      /* its foot just above your partner's card, the top of the trick's four */
      bottom: calc(50% + var(--hint-room) / 2 + 1.64 * var(--card-w) + 0.3rem);
      max-width: calc(100% + 1rem);
      font-size: 0.85rem;
    }
  }
  @media (max-width: 640px) {
    /* On a phone the side players' open hands fan downwards: each card's top, with its rank
       corner, shows above the next. */
    .fan.open {
      --open-w: 40px;
    }
    .west .fan.open,
    .east .fan.open {
      flex-direction: column;
      align-items: center;
      max-width: 60px;
    }
    .west .fan.open .small-card,
    .east .fan.open .small-card {
      margin-left: 0;
      margin-top: calc(var(--open-w) * -1.17);
    }
    .west .fan.open .small-card:first-child,
    .east .fan.open .small-card:first-child {
      margin-top: 0;
    }
  }
`;
