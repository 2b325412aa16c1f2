import { chartColours } from './chart-colours';
import { alertLineMark, LegendEntry } from './chart-legend';

/**
 * The bilirubin marks, told apart by shape (never by colour alone): a filled circle for TSB (serum), an open
 * diamond for TcB (transcutaneous), an open square for a reading without its method; a reading at or above the
 * phototherapy line is red and ringed.
 */
export function BilirubinMark({
  cx,
  cy,
  method,
  atOrAbove,
}: {
  cx: number;
  cy: number;
  method: 'tsb' | 'tcb' | null;
  atOrAbove: boolean;
}) {
  const ink = atOrAbove ? chartColours.alert : chartColours.line;
  const kind = method ?? 'unknown';
  const className = `pnc-chart-point is-${kind}${atOrAbove ? ' is-above' : ''}`;
  const shape =
    method === 'tsb' ? (
      <circle cx={cx} cy={cy} r={4.5} fill={ink} stroke={ink} strokeWidth={2} />
    ) : method === 'tcb' ? (
      <path
        d={`M${cx},${cy - 6} L${cx + 6},${cy} L${cx},${cy + 6} L${cx - 6},${cy} Z`}
        fill="#fff"
        stroke={ink}
        strokeWidth={2}
      />
    ) : (
      <rect x={cx - 4} y={cy - 4} width={8} height={8} fill="#fff" stroke={ink} strokeWidth={2} strokeDasharray="2 2" />
    );
  return (
    <g className={className} data-method={kind}>
      {atOrAbove && <circle cx={cx} cy={cy} r={10} fill="none" stroke={chartColours.alert} strokeWidth={1.5} />}
      {shape}
    </g>
  );
}

/** The marks and the line in words, each beside its shape. */
export function BilirubinLegend({
  methods,
  withLine,
  aboveMethod,
  lineLabel,
  words,
}: {
  methods: readonly ('tsb' | 'tcb' | null)[];
  withLine: boolean;
  /** The method of a reading at or above the line, drawn as the example mark; undefined when none is. */
  aboveMethod: 'tsb' | 'tcb' | null | undefined;
  lineLabel: string;
  words: { tsb: string; tcb: string; unknown: string; above: string };
}) {
  const has = (m: 'tsb' | 'tcb' | null) => methods.includes(m);
  const entry = (method: 'tsb' | 'tcb' | null, label: string, atOrAbove = false) => (
    <LegendEntry width={24} height={24} mark={<BilirubinMark cx={12} cy={12} method={method} atOrAbove={atOrAbove} />}>
      {label}
    </LegendEntry>
  );
  return (
    <ul className="pnc-chart-legend" data-testid="bilirubin-legend">
      {has('tsb') && entry('tsb', words.tsb)}
      {has('tcb') && entry('tcb', words.tcb)}
      {has(null) && entry(null, words.unknown)}
      {withLine && (
        <LegendEntry width={24} mark={alertLineMark}>
          {lineLabel}
        </LegendEntry>
      )}
      {aboveMethod !== undefined && entry(aboveMethod, words.above, true)}
    </ul>
  );
}
