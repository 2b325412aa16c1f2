import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from './chart-figure';

const styles = fs.readFileSync(path.resolve(import.meta.dirname, '../../../app/styles.css'), 'utf8');
const rule = styles.match(/\.pnc-visually-hidden\s*\{([^}]*)\}/)?.[1] ?? '';
const props = Object.fromEntries(
  rule
    .split(';')
    .map((d) => d.split(':').map((s) => s.trim()))
    .filter(([k]) => k)
    .map(([k, v]) => [k, v!.replace(/\s*!important$/, '')]),
);

describe('a chart’s table for screen readers', () => {
  it('is hidden inside a block box (a table grows to its cells whatever width it is given, widening a phone page)', () => {
    render(
      <ChartFigure
        title="Weight"
        summary="up"
        testId="chart"
        table={{ caption: 'Weights', head: ['Day', 'Weight'], rows: [{ key: 1, cells: ['1', '3 100 g'] }] }}
      />,
    );
    const table = screen.getByTestId('chart-table');
    expect(table).not.toHaveClass('pnc-visually-hidden');
    const box = table.parentElement!;
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveClass('pnc-visually-hidden');
  });

  it('is hidden the standard way: a clipped 1 px absolute box without margin, padding or border', () => {
    expect(props).toMatchObject({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      margin: '-1px',
      padding: '0',
      border: '0',
      'clip-path': 'inset(50%)',
      'white-space': 'nowrap',
    });
  });
});
