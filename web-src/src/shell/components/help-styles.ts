// The Help page's styles (help-view.ts and each game's part of it): readable text,
// tables of rules and the tabella, which scrolls sideways on a phone rather than the page.
import { css } from "lit";

export const helpStyles = css`
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 0.5rem 0 1rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid #0001;
  }
  table.rules th[scope="row"] {
    font-weight: 600;
    width: 45%;
  }
  .tabella thead th {
    background: #0000000a;
  }
  .tabella th[scope="row"] {
    white-space: nowrap;
  }
  .scroll {
    overflow-x: auto;
  }
  select {
    font: inherit;
    margin-left: 0.4rem;
  }
  @media (max-width: 560px) {
    .tabella {
      font-size: 0.9rem;
    }
    .tabella th[scope="row"] {
      white-space: normal;
    }
    /* every column within the phone's width: long words wrap rather than run off the side */
    .tabella th,
    .tabella td {
      padding: 0.3rem 0.25rem;
      overflow-wrap: anywhere;
      hyphens: auto;
    }
  }
`;
