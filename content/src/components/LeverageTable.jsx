import React from 'react';
import Link from '@docusaurus/Link';

/** `12.5`, `4.5`, `2.25`: at most two decimals, no trailing zeros. */
const times = (value) => `${Number(value.toFixed(2))}×`;

/**
 * The leverage each pair allows, worked out from its LLTV so the figures can never disagree with it: the
 * theoretical maximum 1 / (1 − LLTV), the app's cap (a share of it), and the health factor a position at the cap
 * would have, L × LLTV / (L − 1).
 */
export default function LeverageTable({ pairs, capShare }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Pair (Prime pool)</th>
          <th><Link to="/explore/glossary#lltv">LLTV</Link></th>
          <th>Theoretical max</th>
          <th>App cap</th>
          <th>Health factor at the cap</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ pair, lltv }) => {
          const max = 1 / (1 - lltv);
          const cap = max * capShare;
          return (
            <tr key={pair}>
              <td>{pair}</td>
              <td>{Math.round(lltv * 100)}%</td>
              <td>{times(max)}</td>
              <td>{times(cap)}</td>
              <td>{((cap * lltv) / (cap - 1)).toFixed(2)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
