import { textoDiasRestantes } from '@talento/rules';

/** An order's days left as the rule writes them ("Vencido hace 15 días"), in red once due. */
export function DiasRestantes({ dias }: { dias: number | null }) {
  const { texto, vencido } = textoDiasRestantes(dias);
  return (
    <span data-testid="dias-restantes" className={vencido ? 'font-semibold text-red-700' : undefined}>
      {texto}
    </span>
  );
}
