// The lobby's own styles (lobby-view.ts): its panels, the fan of cards, the seat
// choices, the waiting tables and the confirmations.
import { css } from "lit";

export const lobbyStyles = css`
  .my-tables {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .my-tables li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
    padding: 0.45rem 0;
  }
  .my-tables li + li {
    border-top: 1px solid #0001;
  }
  .my-tables a {
    color: inherit;
  }
  li.joining {
    outline: 3px solid var(--gold);
    outline-offset: 3px;
    border-radius: 8px;
  }
  .invited {
    font-weight: 600;
  }
  .confirm {
    margin-top: 0.7rem;
    padding: 0.6rem 0.8rem;
    border: 1px solid var(--gold);
    border-radius: 8px;
  }
  .confirm p {
    margin: 0 0 0.5rem;
  }
  .lobby {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(290px, 1fr));
    gap: 1rem;
    padding: 1rem;
    max-width: 1200px;
    margin: 0 auto;
  }
  .game {
    position: relative;
  }
  .fan {
    float: right;
    margin: -1.6rem 0 0.4rem 0.8rem;
    display: flex;
    padding-left: 22px;
  }
  .fan-card {
    width: 46px;
    margin-left: -22px;
    filter: drop-shadow(0 2px 3px #0005);
  }
  .fan-card:nth-child(1) {
    transform: rotate(-12deg);
  }
  .fan-card:nth-child(3) {
    transform: rotate(12deg);
  }
  .fan-card svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .left-table {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.2rem 0;
  }
  a.button {
    display: inline-block;
    border-radius: 999px;
    padding: 0.45em 1.1em;
    background: var(--gold);
    color: var(--ink);
    font-weight: 600;
    text-decoration: none;
    box-shadow: 0 1px 2px #0003;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.6rem;
  }
  .check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    font-weight: 600;
  }
  .small {
    font-size: 0.85rem;
  }
  .seats {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.35rem;
    margin: 0.8rem 0;
  }
  .seats label {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .seats select {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 58%;
  }
  .tables {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.6rem;
  }
  .tables li {
    border: 1px solid #0002;
    border-radius: 8px;
    padding: 0.5rem 0.7rem;
    background: white;
  }
  .seat-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin-top: 0.4rem;
    align-items: center;
  }
  .taken {
    font-size: 0.85rem;
    padding: 0.2em 0.6em;
    border-radius: 999px;
    background: #0000000d;
  }
  /* a table whose match moves ratings */
  .badge {
    font-size: 0.8rem;
    padding: 0.05em 0.55em;
    margin-inline: 0.25em;
    border-radius: 999px;
    border: 1px solid #7a5a00;
    color: #5c4300;
    background: #fff6d6;
    white-space: nowrap;
  }
`;
