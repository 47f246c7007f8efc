import { ESTADO_NOVEDAD } from '@talento/rules';
import { InsigniaEstado, type Tono } from '@talento/ui';

const TONOS: Record<number, Tono> = { 0: 'aviso', 1: 'exito', 2: 'peligro' };

/** A novedad's state as a pill (the label is the text; colour is never the only cue). */
export function InsigniaNovedad({ estado }: { estado: number }) {
  return <InsigniaEstado etiqueta={ESTADO_NOVEDAD.etiqueta(estado)} tono={TONOS[estado] ?? 'neutro'} />;
}
