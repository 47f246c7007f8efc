/**
 * /contratacion/asociaciones (`ver_asociaciones_empleado`): filed hiring orders with, per person, the ERP
 * employee association (employee code, contract, induction) and the status of each ERP call. Search by
 * document, filter by client, city and filing date; the order detail's button filters on one person.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AsociacionEmpleadoErp, OrdenContratacion } from '@talento/db';
import { inicioDelDia, sumarDias, type AlcanceClientes, nombreCompleto } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { ESTADO_INDUCCION } from './entrega-erp';
import { llamadasDeOrdenes } from './llamadas-erp';

export interface FiltrosAsociaciones {
  documento?: string | undefined;
  candidatoId?: number | undefined;
  clienteId?: number | undefined;
  ciudadId?: number | undefined;
  /** 'YYYY-MM-DD' (filing date, business time zone). */
  desde?: string | undefined;
  hasta?: string | undefined;
  pagina: number;
  tamano: number;
}

const ETIQUETA_INDUCCION: Record<number, string> = {
  [ESTADO_INDUCCION.SIN_INICIAR]: 'Sin iniciar',
  [ESTADO_INDUCCION.INICIADA]: 'Iniciada',
  [ESTADO_INDUCCION.ERROR]: 'Error',
};

export async function listarAsociaciones(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: FiltrosAsociaciones,
) {
  const persona: Record<string, unknown> = {};
  if (f.documento) persona.numeroDocumento = f.documento;
  if (f.candidatoId) persona.id = f.candidatoId;
  const fecha: Record<string, Date> = {};
  if (f.desde) fecha.$gte = inicioDelDia(f.desde);
  if (f.hasta) fecha.$lt = inicioDelDia(sumarDias(f.hasta, 1));
  const where = {
    $and: [
      { radicado: true },
      filtroCliente(alcance),
      f.clienteId ? { cliente: f.clienteId } : {},
      f.ciudadId ? { ciudad: f.ciudadId } : {},
      Object.keys(fecha).length ? { fechaRadicado: fecha } : {},
      Object.keys(persona).length ? { candidatos: { candidato: persona } } : {},
    ],
  };
  const [ordenes, total] = await em.findAndCount(OrdenContratacion, where, {
    populate: ['cliente', 'ciudad', 'cargo', 'candidatos.candidato'],
    orderBy: { fechaRadicado: 'desc', id: 'desc' },
    limit: f.tamano,
    offset: (f.pagina - 1) * f.tamano,
  });
  const asociaciones = ordenes.length
    ? await em.find(AsociacionEmpleadoErp, { ordenContratacion: { $in: ordenes.map((o) => o.id) } })
    : [];
  const llamadas = await llamadasDeOrdenes(
    em,
    ordenes.map((o) => ({ id: o.id, candidatoIds: o.candidatos.getItems().map((cp) => cp.candidato.id) })),
  );
  const filas = ordenes.flatMap((o) =>
    o.candidatos
      .getItems()
      .filter(
        (cp) =>
          (f.documento ? cp.candidato.numeroDocumento === f.documento : true) &&
          (f.candidatoId ? cp.candidato.id === f.candidatoId : true),
      )
      .map((cp) => {
        const a = asociaciones.find(
          (x) => x.ordenContratacion.id === o.id && x.candidato.id === cp.candidato.id,
        );
        return {
          ordenId: o.id,
          consecutivo: o.consecutivo,
          pedidoId: o.pedido.id,
          cliente: o.cliente.nombre,
          ciudad: o.ciudad.nombre,
          cargo: o.cargo.nombre,
          fechaRadicado: o.fechaRadicado ?? null,
          candidatoId: cp.candidato.id,
          nombre: nombreCompleto(cp.candidato),
          numeroDocumento: cp.candidato.numeroDocumento,
          codigoEmpleado: a?.codigoEmpleado ?? null,
          contrato: a?.contrato ?? null,
          estadoInduccion: a?.estadoInduccion ?? null,
          estadoInduccionEtiqueta: a
            ? (ETIQUETA_INDUCCION[a.estadoInduccion] ?? 'Desconocido')
            : 'Sin asociación',
          llamadas: (llamadas.get(o.id) ?? []).filter(
            (l) => l.candidatoId === null || l.candidatoId === cp.candidato.id,
          ),
        };
      }),
  );
  return { total, pagina: f.pagina, filas };
}
