/**
 * The administrator's screen of named reports: every report (active or not) and saving one. The URL's origin must be
 * one the server frames (REPORTES_ORIGENES, the CSP frame-src): a report the browser would refuse to show is never saved.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, ReporteEmbebido } from '@talento/db';
import {
  type AlcanceClientes,
  type EntradaGuardarReporteEmbebido,
  MENSAJES_REPORTES_EMBEBIDOS as M,
  origenDeUrl,
  origenPermitido,
} from '@talento/rules';
import type { z } from 'zod';
import { filtroCliente, filtroClienteOpcional } from '../../../../nucleo/sql/alcance';
import { conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import type { ReporteAdministrado } from '../dto';
import { origenesReportesPermitidos } from './env';

function aAdministrado(r: ReporteEmbebido, permitidos: readonly string[]): ReporteAdministrado {
  return {
    id: r.id,
    version: r.version,
    nombre: r.nombre,
    url: r.url,
    tipo: r.esMerchandising ? 'merchandising' : 'operaciones',
    permiso: r.permiso,
    cliente: r.cliente ? { id: r.cliente.id, nombre: r.cliente.nombre } : null,
    activo: r.activo,
    origenPermitido: origenPermitido(r.url, permitidos),
  };
}

/** Every report of the agency and of the administrator's clients (a client's report stays within its scope). */
export async function listarReportesAdministrados(
  em: EntityManager,
  alcance: AlcanceClientes,
): Promise<{ reportes: ReporteAdministrado[]; origenes: string[] }> {
  const permitidos = origenesReportesPermitidos();
  const filtro = filtroClienteOpcional(alcance);
  const filas = await em.find(ReporteEmbebido, filtro, { populate: ['cliente'], orderBy: { nombre: 'asc' } });
  return { reportes: filas.map((r) => aAdministrado(r, permitidos)), origenes: permitidos };
}

export async function guardarReporteEmbebido(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: z.output<typeof EntradaGuardarReporteEmbebido>,
): Promise<ReporteAdministrado> {
  const permitidos = origenesReportesPermitidos();
  if (!origenPermitido(entrada.url, permitidos))
    throw errorDeCampos({ url: M.origenNoPermitido(origenDeUrl(entrada.url) ?? entrada.url) });
  return em.transactional(async (tx) => {
    const repetido = await tx.findOne(ReporteEmbebido, {
      nombre: entrada.nombre,
      ...(entrada.id ? { id: { $ne: entrada.id } } : {}),
    });
    if (repetido) throw errorDeCampos({ nombre: M.nombreRepetido });
    const cliente =
      entrada.clienteId === null
        ? null
        : await tx.findOne(Cliente, { $and: [{ id: entrada.clienteId }, filtroCliente(alcance, 'id')] });
    if (entrada.clienteId !== null && !cliente) throw errorDeCampos({ clienteId: 'El cliente no existe' });
    const datos = {
      nombre: entrada.nombre,
      url: entrada.url,
      esMerchandising: entrada.tipo === 'merchandising',
      permiso: entrada.permiso,
      cliente,
      activo: entrada.activo,
    };
    let reporte: ReporteEmbebido;
    if (entrada.id) {
      // Row lock, then the version the administrator saw: two editors never overwrite each other silently.
      const existente = await tx.findOne(
        ReporteEmbebido,
        {
          $and: [{ id: entrada.id }, filtroClienteOpcional(alcance)],
        },
        {
          lockMode: LockMode.PESSIMISTIC_WRITE,
        },
      );
      if (!existente) throw noEncontrado();
      if (entrada.version !== undefined && entrada.version !== existente.version) throw conflicto();
      tx.assign(existente, datos);
      reporte = existente;
    } else {
      reporte = tx.create(ReporteEmbebido, datos);
    }
    await tx.flush();
    return aAdministrado(reporte, permitidos);
  });
}
