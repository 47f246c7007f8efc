import { etiquetaNivelStock } from '@talento/rules';
import { InsigniaEstado, type Tono } from '@talento/ui';

/** Colour of each level: high green, medium blue, low amber, very low red. */
const TONO: Record<number, Tono> = { 1: 'exito', 2: 'info', 3: 'aviso', 4: 'peligro' };

export function InsigniaNivel({ nivel }: { nivel: number }) {
  return <InsigniaEstado etiqueta={etiquetaNivelStock(nivel)} tono={TONO[nivel] ?? 'peligro'} />;
}
