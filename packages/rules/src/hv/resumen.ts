/** CV summary (spec 03 §2): messages, route input and the small display rules shared by UI and server. */
import { z } from 'zod';
import { campo } from '../esquemas';

/** Spanish texts of the CV summary (spec 03 §2, §5, §8; quoted exactly, typos included). */
export const MENSAJES_HV_RESUMEN = {
  errorConexion: 'Error de conexión',
  escribirComentario: 'Debes escribir el comentario',
  seleccionarMarca: 'Debes slecionar una marca',
  errorComentarios: 'No se pudieron obtener los comentarios',
  errorMarcas: 'No se pudieron obtener las marcas',
  errorTiposMarca: 'No se pudieron obtener las tipos de marcas',
  errorAgregarComentario: 'Error al agregar el comentario',
  errorAgregarMarca: 'Error al agregar la marca',
  errorPruebas: 'No se logro obtener las ultimas pruebas del candidato',
  errorConfiguracion: 'Error obteniendo las configuracion de pedidos',
  sinTrazabilidad: 'Candidato no cuenta con trazabilidad',
  errorTrazabilidad: 'Ocurrio un error al traer la trazabilidad.',
  sinDocumentos: 'No se han subido documentos.',
  sinEntrevista: 'No tiene entrevista',
  videoBorrado: 'El video fue borrado por antiguedad.',
  // Not quoted by the spec (decisions of this product):
  comentarioAgregado: 'Comentario agregado exitosamente',
  marcaAgregada: 'Marca agregada exitosamente',
  marcaRepetida: 'La hoja de vida ya tiene esta marca; cada marca se aplica una sola vez.',
  marcaNoDisponible: 'La marca seleccionada no está disponible.',
  comentarioLargo: 'El comentario no puede tener más de 4000 caracteres',
  sinPruebas: 'El candidato no tiene calificaciones de pruebas digitales.',
  sinComentarios: 'La hoja de vida no tiene comentarios.',
  sinMarcas: 'La hoja de vida no tiene marcas.',
  sinFoto: 'Sin foto',
  // Interview video comment (spec 03 §7 "update interview video comment") and tests required by the order (§8):
  ningunaPruebaRequerida: 'No hay ningúna prueba requerida...',
  pruebasRequeridasPedido: 'Pruebas requeridas por el pedido: ',
  comentarioEntrevistaLargo: 'El comentario de la entrevista no puede tener más de 1000 caracteres',
  comentarioEntrevistaGuardado: 'Comentario de la entrevista actualizado exitosamente',
  errorComentarioEntrevista: 'Error al actualizar el comentario de la entrevista',
} as const;

const idEntero = campo.id('Identificador inválido');

/** Id of a candidate (the CV is reached through its candidate, as the route `/hv/:candidatoId`). */
export const EntradaCandidatoHv = z.object({ candidatoId: idEntero });
export type EntradaCandidatoHv = z.infer<typeof EntradaCandidatoHv>;

/** The summary: candidate and the optional order the user came from (`?pedido_id=`). */
export const EntradaResumenHv = z.object({ candidatoId: idEntero, pedidoId: idEntero.optional() });
export type EntradaResumenHv = z.infer<typeof EntradaResumenHv>;

/** One uploaded CV document to open. */
export const EntradaArchivoHv = z.object({ candidatoId: idEntero, archivoId: idEntero });
export type EntradaArchivoHv = z.infer<typeof EntradaArchivoHv>;

/** Test ratings: latest 5 per page, optionally of one order and only the ones still valid. */
export const EntradaPruebasHv = z.object({
  candidatoId: idEntero,
  pedidoId: idEntero.optional(),
  soloVigentes: z.boolean().default(false),
  pagina: campo
    .entero({ min: 1, max: 10_000, mensaje: 'Página inválida', mensajeRango: 'Página inválida' })
    .default(1),
});
export type EntradaPruebasHv = z.input<typeof EntradaPruebasHv>;

/**
 * Interview video comment (spec 03 §7 "update interview video comment (id, comentario)"): 1–1000
 * characters, trimmed, with the version the screen read (a stale one answers CONFLICT).
 */
export const EntradaComentarEntrevista = z.object({
  id: idEntero,
  version: campo.version('Versión inválida'),
  comentario: campo.texto({
    min: 1,
    max: 1000,
    mensaje: MENSAJES_HV_RESUMEN.escribirComentario,
    mensajeLargo: MENSAJES_HV_RESUMEN.comentarioEntrevistaLargo,
    multilinea: true,
  }),
});
export type EntradaComentarEntrevista = z.input<typeof EntradaComentarEntrevista>;

/** Whole-number id of a route or query parameter, or null. */
export function idDeParametro(valor: string | null | undefined): number | null {
  if (!valor || !/^\d{1,10}$/.test(valor)) return null;
  const id = Number(valor);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

interface ConRetiro {
  fechaRetiro: string | null;
  fechaIngreso: string | null;
  actual: boolean;
}

/**
 * The latest experience (spec 03 §3: fecha_retiro finds the latest): a current job (no end date) first,
 * then the latest end date; ties by the latest start date. Null for an empty list.
 */
export function ultimaExperiencia<T extends ConRetiro>(experiencias: readonly T[]): T | null {
  const clave = (e: T): string => (e.actual || !e.fechaRetiro ? '9999-12-31' : e.fechaRetiro.slice(0, 10));
  let mejor: T | null = null;
  for (const e of experiencias) {
    if (!mejor) {
      mejor = e;
      continue;
    }
    const a = clave(e),
      b = clave(mejor);
    if (a > b || (a === b && (e.fechaIngreso ?? '') > (mejor.fechaIngreso ?? ''))) mejor = e;
  }
  return mejor;
}

/** Experiences ordered latest first (same order as `ultimaExperiencia`). */
export function ordenarExperiencias<T extends ConRetiro>(experiencias: readonly T[]): T[] {
  const clave = (e: T): string =>
    `${e.actual || !e.fechaRetiro ? '9999-12-31' : e.fechaRetiro.slice(0, 10)}|${e.fechaIngreso ?? ''}`;
  return [...experiencias].sort((x, y) => (clave(y) > clave(x) ? 1 : clave(y) < clave(x) ? -1 : 0));
}

/** The address columns of a candidate. */
export interface CamposDireccion {
  tipoDireccion: number | null;
  direccionCadena: string | null;
  direccionAdicional: string | null;
  direccionBarrio: string | null;
  direccionZona: string | null;
  direccionRural: string | null;
  direccionOtra: string | null;
}

/** Composed address of a candidate (spec 03 §3 "composed address") by address type. */
export function direccionCompuesta(d: CamposDireccion): string | null {
  const partes =
    d.tipoDireccion === 1
      ? [d.direccionRural, d.direccionZona]
      : d.tipoDireccion === 3
        ? [d.direccionOtra]
        : [
            d.direccionCadena,
            d.direccionAdicional,
            d.direccionBarrio ? `Barrio ${d.direccionBarrio}` : null,
            d.direccionZona ? `Zona ${d.direccionZona}` : null,
          ];
  const texto = partes.filter((p): p is string => Boolean(p?.trim())).join(', ');
  return texto || null;
}

/** Salary range text: "$1.300.000 - $1.600.000", one side, or null. */
export function rangoSalarial(
  min: number | null,
  max: number | null,
  formato: (v: number) => string,
): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `${formato(min)} - ${formato(max)}`;
  return min !== null ? `Desde ${formato(min)}` : `Hasta ${formato(max as number)}`;
}
