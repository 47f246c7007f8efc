/** "Manage order concepts" (spec 01 §3, §5, §9): add, change and remove salary concepts of a saved, unfiled order. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConceptoOrdenContratacion } from '@talento/db';
import {
  MENSAJES_CONTRATACION as M,
  problemaLimiteConcepto,
  puedeCambiarConceptos,
  type CamposConcepto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { cargarOrdenParaEscribir, estadoDe } from './cargar';
import { registrarOrdenModificada } from './eventos';
import { errorDeCamposEn, itemCatalogo } from './referencias';

export interface EntradaGuardarConcepto {
  ordenId: number;
  version: number;
  /** Existing concept to change; absent to add one. */
  id?: number | undefined;
  concepto: CamposConcepto;
}

/** Locks the order, checks its version and that concepts may still change; every change bumps the order's version. */
async function ordenParaConceptos(
  tx: EntityManager,
  usuario: UsuarioSesion,
  ordenId: number,
  version: number,
) {
  const orden = await cargarOrdenParaEscribir(tx, usuario.alcance, ordenId, version);
  const r = puedeCambiarConceptos(await estadoDe(tx, orden));
  if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
  orden.actualizadoEn = new Date();
  return orden;
}

export async function guardarConcepto(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaGuardarConcepto,
) {
  return em.transactional(async (tx) => {
    const orden = await ordenParaConceptos(tx, usuario, entrada.ordenId, entrada.version);
    const c = entrada.concepto;
    const problemas: [string, string][] = [];
    if (!(await itemCatalogo(tx, 'TIPO_CONCEPTO', c.tipo))) problemas.push(['tipo', M.catalogoNoExiste]);
    if (!(await itemCatalogo(tx, 'PERIODICIDAD', c.periodicidad)))
      problemas.push(['periodicidad', M.catalogoNoExiste]);
    const concepto = await itemCatalogo(tx, 'CONCEPTO_CONTRATO', c.concepto);
    if (!concepto) problemas.push(['concepto', M.catalogoNoExiste]);
    const limite = problemaLimiteConcepto(c, Number(orden.salario));
    if (limite) problemas.push(['valor', limite]);
    if (problemas.length || !concepto) throw errorDeCamposEn('concepto', problemas);
    const valores = {
      tipo: c.tipo,
      periodicidad: c.periodicidad,
      conceptoCodigo: concepto.codigo,
      conceptoDescripcion: concepto.nombre,
      valor: c.valor,
    };
    let fila: ConceptoOrdenContratacion;
    if (entrada.id === undefined) {
      fila = tx.create(ConceptoOrdenContratacion, { ordenContratacion: orden, ...valores });
    } else {
      const existente = await tx.findOne(ConceptoOrdenContratacion, {
        id: entrada.id,
        ordenContratacion: orden.id,
      });
      if (!existente) throw noEncontrado();
      fila = tx.assign(existente, valores);
    }
    registrarOrdenModificada(tx, orden.pedido, orden, usuario.id);
    await tx.flush();
    return { id: fila.id, version: orden.version, mensaje: M.conceptoGuardado };
  });
}

export async function eliminarConcepto(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { ordenId: number; version: number; id: number },
) {
  return em.transactional(async (tx) => {
    const orden = await ordenParaConceptos(tx, usuario, entrada.ordenId, entrada.version);
    const fila = await tx.findOne(ConceptoOrdenContratacion, { id: entrada.id, ordenContratacion: orden.id });
    if (!fila) throw noEncontrado();
    tx.remove(fila);
    registrarOrdenModificada(tx, orden.pedido, orden, usuario.id);
    await tx.flush();
    return { id: entrada.id, version: orden.version, mensaje: M.conceptoEliminado };
  });
}
