// A data table that reads as stacked cards on narrow screens (each row a card, each cell
// labelled by its column) and stays a table for assistive technology: explicit ARIA table roles
// keep the semantics that some browsers drop once CSS changes the display of table elements. The
// Nu Html Checker rejects these roles on a real table; e2e/vnu.ts names this as its one exception.
import type { ReactNode } from 'react';

export interface StackedColumn {
  key: string;
  label: ReactNode;
  /** Plain text of the label for the card view (::before content). */
  text: string;
  /** Numeric cells align to the end on wide screens. */
  numeric?: boolean;
}

export interface StackedRow {
  key: string;
  /** The row's name: the first cell, a row header. */
  header: ReactNode;
  cells: ReactNode[];
  highlighted?: boolean;
  /** Extra attributes for tests and styling. */
  data?: Record<`data-${string}`, string>;
}

export function StackedTable({ caption, headerLabel, columns, rows, className, captionHidden = false }: {
  caption: ReactNode;
  headerLabel: { label: ReactNode; text: string };
  columns: StackedColumn[];
  rows: StackedRow[];
  className?: string;
  captionHidden?: boolean;
}) {
  return (
    <div className={className ? `stacked-table-wrap ${className}` : 'stacked-table-wrap'}>
      <table className="stacked-table" role="table">
        <caption className={captionHidden ? 'visually-hidden' : 'stacked-table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{headerLabel.label}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" role="columnheader" className={c.numeric ? 'is-numeric' : undefined}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row" className={row.highlighted ? 'is-highlighted' : undefined} {...row.data}>
              {/* One wrapper per cell: in the card view the cell is a grid of (label, value). */}
              <th scope="row" role="rowheader" data-label={headerLabel.text}><div className="stacked-table__value">{row.header}</div></th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]!.key} role="cell" data-label={columns[i]!.text} className={columns[i]!.numeric ? 'is-numeric' : undefined}><div className="stacked-table__value">{cell}</div></td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
