import { formatoFecha } from '@talento/rules';
import { InsigniaEstado } from '@talento/ui';

/** The due date with the business days left: overdue in red, three days or fewer in amber. */
export function Plazo({ venceEn, diasRestantes }: { venceEn: string; diasRestantes: number | null }) {
  if (diasRestantes === null) return <>{formatoFecha(venceEn)}</>;
  const tono = diasRestantes < 0 ? 'peligro' : diasRestantes <= 3 ? 'aviso' : 'neutro';
  const texto =
    diasRestantes < 0
      ? `Vencida hace ${-diasRestantes} día${diasRestantes === -1 ? '' : 's'} hábil${diasRestantes === -1 ? '' : 'es'}`
      : diasRestantes === 0
        ? 'Vence hoy'
        : `${diasRestantes} día${diasRestantes === 1 ? '' : 's'} hábil${diasRestantes === 1 ? '' : 'es'}`;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {formatoFecha(venceEn)} <InsigniaEstado etiqueta={texto} tono={tono} />
    </span>
  );
}
