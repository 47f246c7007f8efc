import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoEspontaneo, CandidatoPedido, Postulado } from '@talento/db';
import { maquinaPedidoStock, Pool, type AlcanceClientes, nombreCompleto } from '@talento/rules';
import { autoriaStock } from './autoria';
import { cargarPedidoStock } from './cargar';

/**
 * `pedidosStock.detalle`: the stock order (a child id answers its parent) with, per city line, its pools
 * (pre-selected and selected, state 6 shown as "Enviado a stock"), postulados with the person's current
 * availability and the barred flag, and spontaneous candidates. Every query is limited to the order's rows,
 * which were loaded inside the scope.
 */
export async function detalleStock(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const p = await cargarPedidoStock(
    em,
    alcance,
    id,
    ['cliente', 'ciudad', 'perfilSeleccion', 'createdBy', 'pedidosHijos', 'pedidosHijos.ciudad'],
    { soloStock: false },
  );
  const lineas = [p, ...p.pedidosHijos.getItems().sort((a, b) => a.id - b.id)].filter((l) => l.ciudad);
  const ids = lineas.map((l) => l.id);
  // One after another: the same entity manager.
  const candidatos = await em.find(
    CandidatoPedido,
    { pedido: { $in: ids }, activo: true },
    { populate: ['candidato'], orderBy: { puntajeGlobal: 'desc nulls last', id: 'asc' } },
  );
  const postulados = await em.find(
    Postulado,
    { pedido: { $in: ids } },
    { populate: ['candidato'], orderBy: { fechaPostulacion: 'desc', id: 'asc' } },
  );
  const espontaneos = await em.find(
    CandidatoEspontaneo,
    { pedido: { $in: ids }, activo: true },
    { orderBy: { id: 'asc' } },
  );
  const aCandidato = (c: CandidatoPedido) => ({
    id: c.id,
    candidatoId: c.candidato.id,
    nombre: nombreCompleto(c.candidato),
    documento: c.candidato.numeroDocumento,
    estado: c.estadoCandidatoPedido,
    etiquetaEstado: maquinaPedidoStock.etiquetaEstadoCandidatoStock(c.estadoCandidatoPedido),
    puntaje: c.puntaje ?? null,
  });
  return {
    id: p.id,
    version: p.version,
    estado: p.estadoPedido,
    esStock: p.esStock,
    esDestacado: p.esDestacado,
    cliente: { id: p.cliente.id, nombre: p.cliente.nombre },
    perfil: {
      id: p.perfilSeleccion.id,
      nombre: p.perfilSeleccion.nombreCargoPerfil,
      estado: p.perfilSeleccion.estadoPerfil,
    },
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion ?? '',
    fechaSolicitud: p.fechaSolicitud,
    fechaAprobacion: p.fechaAprobacion ?? null,
    ...autoriaStock(p),
    lineas: lineas.map((l) => {
      const propios = candidatos.filter((c) => c.pedido.id === l.id);
      return {
        id: l.id,
        version: l.version,
        estado: l.estadoPedido,
        ciudad: l.ciudad?.nombre ?? '',
        vacantes: l.vacantes,
        minimoCandidatosVacante: l.minimoCandidatosVacante,
        salario: l.salario ?? null,
        fechaIngreso: l.fechaIngreso ?? null,
        preseleccionados: propios.filter((c) => c.pool === Pool.PRESELECCIONADO).map(aCandidato),
        seleccionados: propios.filter((c) => c.pool === Pool.SELECCIONADO).map(aCandidato),
        postulados: postulados
          .filter((x) => x.pedido?.id === l.id)
          .map((x) => ({
            id: x.id,
            candidatoId: x.candidato.id,
            nombre: nombreCompleto(x.candidato),
            documento: x.candidato.numeroDocumento,
            disponibilidad: x.candidato.disponibilidad,
            betado: x.betado,
          })),
        espontaneos: espontaneos
          .filter((x) => x.pedido?.id === l.id)
          .map((x) => ({
            id: x.id,
            nombre: `${x.nombres} ${x.apellidos}`.trim(),
            cedula: x.cedula,
            email: x.email,
          })),
      };
    }),
  };
}
