import type { EntityManager } from '@mikro-orm/postgresql';
import { autoriaStock } from './autoria';
import { CandidatoPedido, Perfil, type Pedido } from '@talento/db';
import { EstadoPerfil, maquinaPedidoStock, type AlcanceClientes } from '@talento/rules';
import { valoresVigentes } from '../../../administracion';
import { cargarCliente } from '../../../pedidos';
import { cargarPedidoStock } from './cargar';

const hhmm = (hora: string | null | undefined): string | null => (hora ? hora.slice(0, 5) : null);

function aPerfilDto(p: Perfil) {
  return {
    id: p.id,
    version: p.version,
    nombreCargoPerfil: p.nombreCargoPerfil,
    tiempoDiasBusqueda: p.tiempoDiasBusqueda ?? null,
    salario: p.salario,
    horarioTrabajo: p.horarioTrabajo,
    estadoPerfil: p.estadoPerfil,
    conPreguntas: p.fac !== null && p.fac !== undefined,
  };
}

/**
 * `pedidosStock.perfiles`: the client's stock-type profiles that can be chosen (spec 02 §4: approved, estado 2;
 * stock type = the profile has a stock category). NOT_FOUND for a client outside the scope.
 */
export async function perfilesStock(em: EntityManager, alcance: AlcanceClientes, clienteId: number) {
  const cliente = await cargarCliente(em, alcance, clienteId);
  const perfiles = await em.find(
    Perfil,
    { cliente: cliente.id, estadoPerfil: EstadoPerfil.APROBADO, categoriaStock: { $ne: null } },
    { orderBy: { nombreCargoPerfil: 'asc', id: 'asc' } },
  );
  return perfiles.map(aPerfilDto);
}

function aLineaDto(p: Pedido, conCandidatos: ReadonlySet<number>) {
  return {
    id: p.id,
    estado: p.estadoPedido,
    ciudad: p.ciudad
      ? { id: p.ciudad.id, nombre: p.ciudad.nombre, departamento: p.ciudad.departamento }
      : null,
    centroCosto: p.centroCosto ?? '',
    direccionPresentarse: p.direccionPresentarse ?? '',
    personaAutorizaIngreso: p.personaAutorizaIngreso ?? '',
    vacantes: p.vacantes,
    minimoCandidatosVacante: p.minimoCandidatosVacante,
    salario: p.salario ?? 0,
    comision: p.comision ?? null,
    tieneRuta: p.tieneRuta,
    auxilioTransporte: p.auxilioTransporte,
    auxilioTransporteExtra: p.auxilioTransporteExtra,
    auxilioAlimentacion: p.auxilioAlimentacion,
    auxilioInternet: p.auxilioInternet,
    auxilioCelular: p.auxilioCelular,
    fechaIngreso: p.fechaIngreso ?? null,
    jornadaLaboral: p.jornadaLaboral ?? null,
    horarioInicio: hhmm(p.horarioInicio),
    horarioFin: hhmm(p.horarioFin),
    otrosAuxilios: p.otrosAuxilios
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((o) => ({ nombre: o.nombre, valor: o.valor })),
    pedidoPadreOcId: p.pedidoPadreOc?.id ?? null,
    tieneCandidatos: conCandidatos.has(p.id),
  };
}

/**
 * `pedidosStock.paraFormulario`: what the stock form needs to edit or duplicate a stock order (a child id
 * answers its parent). Blocks: the parent's own first, then its child lines in creation order.
 */
export async function pedidoStockParaFormulario(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const p = await cargarPedidoStock(
    em,
    alcance,
    id,
    [
      'cliente',
      'ciudad',
      'perfilSeleccion',
      'otrosAuxilios',
      'pedidosHijos',
      'pedidosHijos.ciudad',
      'pedidosHijos.otrosAuxilios',
    ],
    { soloStock: false },
  );
  const filas = [p, ...p.pedidosHijos.getItems().sort((a, b) => a.id - b.id)];
  const conCandidatos = new Set(
    (await em.find(CandidatoPedido, { pedido: { $in: filas.map((f) => f.id) } }, { fields: ['pedido'] })).map(
      (c) => c.pedido.id,
    ),
  );
  const valores = await valoresVigentes(em, p.fechaSolicitud);
  return {
    id: p.id,
    version: p.version,
    estado: p.estadoPedido,
    esStock: p.esStock,
    acciones: maquinaPedidoStock.accionesStock(p.estadoPedido),
    cliente: { id: p.cliente.id, nombre: p.cliente.nombre, numeroDocumento: p.cliente.numeroDocumento },
    perfil: aPerfilDto(p.perfilSeleccion),
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion ?? '',
    esDestacado: p.esDestacado,
    convocatoria: p.convocatoria ?? null,
    fechaSolicitud: p.fechaSolicitud,
    fechaAprobacion: p.fechaAprobacion ?? null,
    automatico: autoriaStock(p).automatico,
    lineas: filas.filter((f) => f.ciudad).map((f) => aLineaDto(f, conCandidatos)),
    valoresSolicitud: { smmlv: valores.smmlv, auxilioTransporte: valores.auxilioTransporte },
  };
}
