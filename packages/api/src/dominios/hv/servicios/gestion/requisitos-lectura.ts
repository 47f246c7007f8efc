import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ArchivoEvidenciaRequisito,
  CalificacionPruebaDigital,
  EntrevistaVideo,
  Requisito,
  RequisitoPersona,
} from '@talento/db';
import { hoyIso, RESULTADO_REQUISITO, requisitoVigente, venceEl } from '@talento/rules';
import { noEncontrado } from '../../../../nucleo/errors';
import { cargarHojaDeVida } from './comun';

/** `hojasDeVida.tiposRequisito`: active requirement types, by name (the add-requirement select). */
export async function listarTiposRequisito(em: EntityManager) {
  const tipos = await em.find(Requisito, { estado: true }, { orderBy: [{ nombre: 'asc' }, { id: 'asc' }] });
  return tipos.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    validezDias: r.validezDias,
    esPruebas: r.esPruebas,
    esDeProductoTerminado: r.esDeProductoTerminado,
  }));
}

/** Whether the candidate's latest digital-test rating has a video interview (test comment rule). */
export async function tieneEntrevista(em: EntityManager, candidatoId: number): Promise<boolean> {
  const ultima = await em.findOne(
    CalificacionPruebaDigital,
    { candidato: candidatoId },
    { orderBy: { fecha: 'desc', id: 'desc' }, fields: ['id'] },
  );
  return ultima ? (await em.count(EntrevistaVideo, { calificacion: ultima.id })) > 0 : false;
}

const nombreUsuario = (u: { firstName: string; lastName: string; username: string } | null | undefined) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.username : null;

/**
 * `hojasDeVida.requisitosPersona` (spec 03 §7 "GET person requirements (hoja_de_vida, vencidos)"): the
 * CV's requirement results newest first with expiry ("Vencida"), evidence files and client visibility.
 */
export async function listarRequisitosPersona(
  em: EntityManager,
  candidatoId: number,
  incluirVencidos: boolean,
  ahora: Date,
) {
  const hv = await cargarHojaDeVida(em, candidatoId);
  const hoy = hoyIso(ahora);
  const filas = await em.find(
    RequisitoPersona,
    { hojaDeVida: hv.id },
    { populate: ['requisito', 'usuario', 'archivos'], orderBy: { fechaRealizacion: 'desc', id: 'desc' } },
  );
  const requisitos = filas
    .map((r) => {
      const fecha = String(r.fechaRealizacion);
      const vigente = requisitoVigente(fecha, r.requisito.validezDias, hoy);
      return {
        id: r.id,
        version: r.version,
        requisitoId: r.requisito.id,
        nombre: r.requisito.nombre,
        esPrueba: r.requisito.esPruebas,
        esDeProductoTerminado: r.requisito.esDeProductoTerminado,
        fechaRealizacion: fecha,
        vence: venceEl(fecha, r.requisito.validezDias),
        vencida: !vigente,
        resultado: r.resultado,
        resultadoEtiqueta: RESULTADO_REQUISITO.etiqueta(r.resultado),
        calificacion: r.calificacion ?? null,
        puntaje: r.puntaje ?? null,
        conceptoFinal: r.conceptoFinal ?? null,
        comentario: r.comentario ?? null,
        esVisibleCliente: r.esVisibleCliente,
        usuario: nombreUsuario(r.usuario),
        creadoEn: r.createdAt,
        archivos: r.archivos
          .getItems()
          .sort((a, b) => a.id - b.id)
          .map((a) => ({ id: a.id, nombre: a.nombre, tipoMime: a.tipoMime, tamano: a.tamano })),
      };
    })
    .filter((r) => incluirVencidos || !r.vencida);
  return {
    candidatoId,
    estadoProducto: hv.candidato.estadoProducto,
    tieneEntrevista: await tieneEntrevista(em, candidatoId),
    requisitos,
  };
}

/** `hojasDeVida.evidenciaRequisito`: one evidence file of a CV requirement, for download. */
export async function obtenerEvidenciaRequisito(em: EntityManager, archivoId: number) {
  const archivo = await em.findOne(ArchivoEvidenciaRequisito, { id: archivoId }, { populate: ['contenido'] });
  if (!archivo) throw noEncontrado();
  return {
    nombre: archivo.nombre,
    tipoMime: archivo.tipoMime,
    base64: Buffer.from(archivo.contenido).toString('base64'),
  };
}

/** Whose CV an evidence file belongs to (its candidate id, for the access audit); null when it does not exist. */
export async function candidatoDeEvidencia(em: EntityManager, archivoId: number): Promise<number | null> {
  const [fila] = await em.execute<{ candidato_id: number }[]>(
    `select h.candidato_id from archivo_evidencia_requisito e join requisito_persona r on r.id = e.requisito_persona_id
       join hoja_de_vida h on h.id = r.hoja_de_vida_id where e.id = ?`,
    [archivoId],
  );
  return fila?.candidato_id ?? null;
}
