/**
 * The columns of the retention lists (afectados.ts), each declared once over the candidate `c`, its CV `h` and, for
 * the notices to anonymise, the notice `ar`: `columnasRetencion` go to the screen as the statement answers them (their
 * schema is part of the preview's rows; the people to notice have no notice yet, so those columns are null there),
 * `AUXILIARES_RETENCION` are read to compose the name, to write to the person and for the total.
 */
import { col } from '../../../../nucleo/sql/columnas';

/** `aviso`: the rows are notices (`ar`), not people without one. */
export function columnasRetencion(aviso: boolean) {
  return {
    candidatoId: col.numero('c.id'),
    documento: col.texto('c.numero_documento'),
    ultimaActividad: col.instante('greatest(h.fecha_modificacion, c.updated_at)'),
    avisoId: col.numeroONulo(aviso ? 'ar.id' : 'null::int'),
    avisadoEn: col.instanteONulo(aviso ? 'ar.avisado_en' : 'null::timestamptz'),
    venceEn: col.instanteONulo(aviso ? 'ar.vence_en' : 'null::timestamptz'),
  };
}

export const AUXILIARES_RETENCION = {
  nombre1: col.texto('c.nombre1'),
  nombre2: col.textoONulo('c.nombre2'),
  apellido1: col.texto('c.apellido1'),
  apellido2: col.textoONulo('c.apellido2'),
  email: col.texto('c.email'),
  /** People of every page. */
  total: col.numero('(count(*) over ())::int'),
};
