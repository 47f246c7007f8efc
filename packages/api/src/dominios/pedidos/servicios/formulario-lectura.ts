import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogoItem, type Pedido, Perfil, Sucursal } from '@talento/db';
import { CategoriaCatalogo, EstadoPerfil, PEDIDO_LIMITES, type AlcanceClientes } from '@talento/rules';
import { cargarPedido } from './cargar';
import { valoresVigentes } from '../../administracion';
import { cargarCliente } from './formulario-validacion';

const hhmm = (hora: string | null): string | null => (hora ? hora.slice(0, 5) : null);

/**
 * `pedidos.configuracionFormulario`: minimum wage and transport aid in force today (a new form; an existing order
 * carries its own in `paraFormulario`), order and convocatoria types, branches, limits.
 */
export async function configuracionFormulario(em: EntityManager, ahora: Date) {
  const config = await valoresVigentes(em, ahora);
  const catalogo = (categoria: CategoriaCatalogo) =>
    em.find(CatalogoItem, { categoria, activo: true }, { orderBy: { orden: 'asc', nombre: 'asc' } });
  const tipos = await catalogo(CategoriaCatalogo.TIPO_PEDIDO);
  const convocatorias = await catalogo(CategoriaCatalogo.TIPO_CONVOCATORIA);
  const sucursales = await em.find(
    Sucursal,
    { activa: true },
    { orderBy: { nombre: 'asc' }, populate: ['ciudad'] },
  );
  return {
    smmlv: config.smmlv,
    auxilioTransporte: config.auxilioTransporte,
    tiposPedido: tipos.map((t) => ({ codigo: t.codigo, nombre: t.nombre })),
    tiposConvocatoria: convocatorias.map((t) => ({ codigo: t.codigo, nombre: t.nombre })),
    sucursales: sucursales.map((s) => ({ id: s.id, nombre: s.nombre, ciudad: s.ciudad.nombre })),
    limites: {
      minimoCandidatosVacanteDefecto: PEDIDO_LIMITES.minimoCandidatosVacanteDefecto,
      minVacantes: PEDIDO_LIMITES.minVacantes,
      mesesMaxFechaIngreso: PEDIDO_LIMITES.mesesMaxFechaIngreso,
      factorSmmlvAuxilioTransporte: PEDIDO_LIMITES.factorSmmlvAuxilioTransporte,
      maxCaracteresSalario: PEDIDO_LIMITES.maxCaracteresSalario,
      maxCaracteresComision: PEDIDO_LIMITES.maxCaracteresComision,
      minCaracteresBusquedaCiudad: PEDIDO_LIMITES.minCaracteresBusquedaCiudad,
      minCaracteresBusqueda: PEDIDO_LIMITES.minCaracteresBusqueda,
    },
  };
}

function aPerfilDto(p: Perfil) {
  return {
    id: p.id,
    nombreCargoPerfil: p.nombreCargoPerfil,
    tiempoDiasBusqueda: p.tiempoDiasBusqueda ?? null,
    salario: p.salario,
    horarioTrabajo: p.horarioTrabajo,
    estadoPerfil: p.estadoPerfil,
  };
}

/** `pedidos.perfilesAprobados`: approved profiles (estado_perfil 2) of a client in scope. */
export async function perfilesAprobados(em: EntityManager, alcance: AlcanceClientes, clienteId: number) {
  const cliente = await cargarCliente(em, alcance, clienteId);
  const perfiles = await em.find(
    Perfil,
    { cliente: cliente.id, estadoPerfil: EstadoPerfil.APROBADO },
    { orderBy: { nombreCargoPerfil: 'asc', id: 'asc' } },
  );
  return perfiles.map(aPerfilDto);
}

function aLineaDto(p: Pedido) {
  return {
    id: p.id,
    estado: p.estadoPedido,
    ciudad: p.ciudad
      ? { id: p.ciudad.id, nombre: p.ciudad.nombre, departamento: p.ciudad.departamento }
      : null,
    vacantes: p.vacantes,
    centroCosto: p.centroCosto ?? '',
    direccionPresentarse: p.direccionPresentarse ?? '',
    personaAutorizaIngreso: p.personaAutorizaIngreso ?? '',
  };
}

/**
 * `pedidos.paraFormulario`: what the form needs to edit or duplicate an order. Lines: the order's own
 * city line first, then its child lines (112) in creation order.
 */
export async function pedidoParaFormulario(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const p = await cargarPedido(em, alcance, id, [
    'cliente',
    'ciudad',
    'perfilSeleccion',
    'otrosAuxilios',
    'pedidosHijos',
    'pedidosHijos.ciudad',
    'pedidoPadre',
  ]);
  const hijos = p.pedidosHijos.getItems().sort((a, b) => a.id - b.id);
  const lineas = [...(p.ciudad ? [p] : []), ...hijos].map(aLineaDto);
  const valores = await valoresVigentes(em, p.fechaSolicitud);
  return {
    id: p.id,
    version: p.version,
    estado: p.estadoPedido,
    esStock: p.esStock,
    esHijo: p.esHijo,
    pedidoPadreId: p.pedidoPadre?.id ?? null,
    cliente: { id: p.cliente.id, nombre: p.cliente.nombre, numeroDocumento: p.cliente.numeroDocumento },
    perfil: aPerfilDto(p.perfilSeleccion),
    sucursalId: p.sucursal?.id ?? null,
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion ?? '',
    minimoCandidatosVacante: p.minimoCandidatosVacante,
    salario: p.salario ?? null,
    comision: p.comision ?? null,
    tieneRuta: p.tieneRuta,
    auxilioTransporte: p.auxilioTransporte,
    auxilioAlimentacion: p.auxilioAlimentacion,
    auxilioInternet: p.auxilioInternet,
    auxilioCelular: p.auxilioCelular,
    auxilioRodamiento: p.auxilioRodamiento,
    otrosAuxilios: p.otrosAuxilios
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((o) => ({ nombre: o.nombre, valor: o.valor })),
    jornadaLaboral: p.jornadaLaboral ?? null,
    horarioInicio: hhmm(p.horarioInicio ?? null),
    horarioFin: hhmm(p.horarioFin ?? null),
    fechaIngreso: p.fechaIngreso ?? null,
    tipoPedido: p.tipoPedido ?? null,
    esDestacado: p.esDestacado,
    fechaSolicitud: p.fechaSolicitud,
    fechaAprobacion: p.fechaAprobacion ?? null,
    fechaNegociada: p.fechaNegociada ?? null,
    lineas,
    valoresSolicitud: { smmlv: valores.smmlv, auxilioTransporte: valores.auxilioTransporte },
  };
}
