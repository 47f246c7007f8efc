/** Colour families of a state; each pair passes WCAG AA contrast (4.5:1) for small text. */
export type Tono = 'neutro' | 'info' | 'exito' | 'aviso' | 'peligro' | 'marca';

const CLASES: Record<Tono, string> = {
  neutro: 'bg-slate-100 text-slate-700',
  info: 'bg-sky-100 text-sky-800',
  exito: 'bg-emerald-100 text-emerald-800',
  aviso: 'bg-amber-100 text-amber-900',
  peligro: 'bg-red-100 text-red-800',
  marca: 'bg-marca-100 text-marca-900',
};

/**
 * A state as a small pill: order stage, candidate state, profile state... The label is the text (colour is
 * never the only cue); the screen maps its states to tones.
 */
export function InsigniaEstado({
  etiqueta,
  tono = 'neutro',
  testId,
}: {
  etiqueta: string;
  tono?: Tono;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${CLASES[tono]}`}
    >
      {etiqueta}
    </span>
  );
}
