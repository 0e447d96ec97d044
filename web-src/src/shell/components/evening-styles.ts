// The club evening pages' own styles (evening-new.ts, evening-page.ts, evening-board.ts): the
// column of panels, the forms, the printed tables of the movement and the standings.
import { css } from "lit";

export const eveningStyles = css`
  :host {
    display: block;
  }
  .evening {
    display: grid;
    gap: 1rem;
    max-width: 62rem;
    margin: 0 auto;
    padding: 1rem;
  }
  .evening > * {
    min-width: 0;
  }
  h3 {
    margin: 0.8rem 0 0.4rem;
    font-size: 1rem;
  }
  p {
    margin: 0.3rem 0;
  }
  .small {
    font-size: 0.85rem;
  }
  .form {
    display: grid;
    grid-template-columns: minmax(8rem, auto) 1fr;
    gap: 0.5rem 0.8rem;
    align-items: center;
  }
  .form > label:not(.check) {
    font-weight: 600;
  }
  .form .wide {
    grid-column: 1 / -1;
  }
  .check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  input[type="number"] {
    width: 5.5em;
  }
  input[type="text"] {
    width: 100%;
    max-width: 18rem;
    box-sizing: border-box;
  }
  select {
    max-width: 100%;
  }
  .entries {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: 0.4rem 0.8rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .entries legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.3rem;
  }
  .entries label {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    font-size: 0.9rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.8rem;
  }
  .banner {
    background: var(--gold);
    border-radius: var(--radius);
    padding: 0.8rem 1.1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    box-shadow: 0 6px 24px #0004;
  }
  .banner p {
    margin: 0;
    font-weight: 600;
  }
  .banner button {
    font-weight: 700;
  }
  .places {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .places li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    padding: 0.35rem 0;
  }
  .places li + li {
    border-top: 1px solid #0001;
  }
  .places .you {
    font-weight: 700;
  }
  .invite {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
    align-items: center;
  }
  .invite img {
    border-radius: 6px;
    background: #fff;
  }
  .invite div {
    flex: 1 1 14rem;
    min-width: 0;
  }
  .invite a {
    font-family: ui-monospace, monospace;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* the club's printed tables: the movement and the standings */
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.3rem;
  }
  th,
  td {
    border: 1px solid #0002;
    padding: 0.3rem 0.4rem;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: #0000000d;
    font-size: 0.85rem;
  }
  td.number,
  th.number {
    text-align: right;
    white-space: nowrap;
  }
  .pair {
    display: block;
    font-weight: 700;
    white-space: nowrap;
  }
  .boards {
    display: block;
    font-size: 0.82rem;
  }
  tr.now {
    outline: 3px solid var(--gold);
    outline-offset: -3px;
  }
  td.mine,
  tr.mine > * {
    background: #d9a53033;
  }
  .names {
    display: block;
    font-weight: 400;
    font-size: 0.82rem;
    overflow-wrap: anywhere;
  }
  /* names that wrap between their words only (a table column then keeps a word whole) */
  .names.words {
    overflow-wrap: normal;
  }
  th a.replay {
    display: block;
    font-weight: 400;
    margin-top: 0.2rem;
  }
  .board-links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .board-links a {
    display: inline-block;
    min-width: 2.2rem;
    text-align: center;
    padding: 0.3rem 0.5rem;
    border: 1px solid #0003;
    border-radius: 6px;
    color: inherit;
  }
  @media (max-width: 520px) {
    .evening {
      padding: 0.6rem;
    }
    .panel {
      padding: 0.8rem 0.7rem;
    }
    .form {
      grid-template-columns: 1fr;
    }
    th,
    td {
      padding: 0.25rem 0.25rem;
      font-size: 0.85rem;
    }
  }
  /* printed for the room: the tables alone, black on white */
  @media print {
    .evening {
      max-width: none;
      padding: 0;
    }
    .panel {
      box-shadow: none;
      padding: 0;
    }
    .banner,
    .noprint,
    button,
    form {
      display: none !important;
    }
    th,
    td {
      border-color: #000;
    }
    tr.now {
      outline: none;
    }
    td.mine {
      background: none;
    }
  }
`;
