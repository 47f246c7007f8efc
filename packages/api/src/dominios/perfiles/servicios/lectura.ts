import type { EntityManager } from '@mikro-orm/postgresql';
import { Perfil, type Usuario } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { valoresVigentes } from '../../administracion';
import { cargarCliente } from '../../pedidos';
import { cargarPerfil, POPULATE_PERFIL } from './cargar';

const nombreDe = (u: Usuario | null | undefined): string | null =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.username : null;
const porOrden = <T extends { orden: number; id: number }>(items: T[]) =>
  [...items].sort((a, b) => a.orden - b.orden || a.id - b.id);

/** `perfiles.porCliente`: the client (in scope, else NOT_FOUND) and its profiles, newest first. */
export async function perfilesPorCliente(em: EntityManager, alcance: AlcanceClientes, clienteId: number) {
  const cliente = await cargarCliente(em, alcance, clienteId);
  const perfiles = await em.find(
    Perfil,
    { cliente: cliente.id },
    { populate: ['cargo'], orderBy: { id: 'desc' } },
  );
  return {
    cliente: {
      id: cliente.id,
      nombre: cliente.nombre,
      tipoDocumento: cliente.tipoDocumento,
      numeroDocumento: cliente.numeroDocumento,
    },
    perfiles: perfiles.map((p) => ({
      id: p.id,
      nombreCargoPerfil: p.nombreCargoPerfil,
      cargo: p.cargo.nombre,
      estadoPerfil: p.estadoPerfil,
      tipo: p.tipo ?? null,
      salario: p.salario,
      tieneFac: p.fac !== null && p.fac !== undefined,
      createdAt: p.createdAt,
      fechaAprobacion: p.fechaAprobacion ?? null,
    })),
  };
}

/** `perfiles.obtener`: the whole profile with the names the view shows. */
export async function obtenerPerfil(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const p = await cargarPerfil(em, alcance, id, POPULATE_PERFIL);
  const ciudad = (c: Perfil['lugarResidencia']) =>
    c ? { id: c.id, nombre: c.nombre, departamento: c.departamento } : null;
  const valores = await valoresVigentes(em, p.createdAt);
  return {
    id: p.id,
    version: p.version,
    estadoPerfil: p.estadoPerfil,
    cliente: {
      id: p.cliente.id,
      nombre: p.cliente.nombre,
      tipoDocumento: p.cliente.tipoDocumento,
      numeroDocumento: p.cliente.numeroDocumento,
    },
    cargo: { id: p.cargo.id, codigo: p.cargo.codigo, nombre: p.cargo.nombre },
    nombreCargoPerfil: p.nombreCargoPerfil,
    misionCargoPerfil: p.misionCargoPerfil,
    tipo: p.tipo ?? null,
    tipoCargo: p.tipoCargo ? { id: p.tipoCargo.id, nombre: p.tipoCargo.nombre } : null,
    tipologia: p.tipologia,
    tiempoDiasBusqueda: p.tiempoDiasBusqueda ?? null,
    esHijo: p.esHijo,
    perfilPadre: p.perfilPadre
      ? { id: p.perfilPadre.id, nombreCargoPerfil: p.perfilPadre.nombreCargoPerfil }
      : null,
    cancelaPerfilPadre: p.cancelaPerfilPadre,
    esNegociacion: p.esNegociacion,
    salario: p.salario,
    esSmmlv: p.esSmmlv,
    periodoPago: p.periodoPago,
    horarioTrabajo: p.horarioTrabajo,
    fac: p.fac ? { id: p.fac.id, nombre: p.fac.nombre } : null,
    apruebaFac: p.apruebaFac,
    fechaApruebaFac: p.fechaApruebaFac ?? null,
    categoriaStock: p.categoriaStock ? { id: p.categoriaStock.id, nombre: p.categoriaStock.nombre } : null,
    vigenciaStock: p.vigenciaStock ?? null,
    caracteristicas: p.caracteristicas
      .getItems()
      .map((c) => c.id)
      .sort((a, b) => a - b),
    competencias: porOrden(p.competencias.getItems()).map((c) => c.competencia.id),
    valores: p.valores
      .getItems()
      .map((v) => v.id)
      .sort((a, b) => a - b),
    responsabilidades: porOrden(p.responsabilidades.getItems()).map((r) => ({
      funcion: r.funcion,
      porcentaje: r.porcentaje,
      queHace: r.queHace,
      comoHace: r.comoHace,
      paraQueHace: r.paraQueHace,
    })),
    indicadores: porOrden(p.indicadores.getItems()).map((i) => ({
      nombre: i.nombre,
      formula: i.formula,
      peso: i.peso,
      periodicidad: i.periodicidad,
      meta: i.meta,
      objetivoProceso: i.objetivoProceso,
    })),
    relacionesAreas: porOrden(p.relacionesAreas.getItems()).map((r) => ({
      area: r.area,
      proposito: r.proposito,
      relacion: r.relacion,
    })),
    otrasActitudes: p.otrasActitudes ?? null,
    observaciones: p.observaciones ?? null,
    edadMinima: p.edadMinima ?? null,
    edadMaxima: p.edadMaxima ?? null,
    genero: p.genero,
    lugarResidencia: ciudad(p.lugarResidencia),
    lugarNacimiento: ciudad(p.lugarNacimiento),
    estadoCivil: p.estadoCivil,
    numeroHijos: p.numeroHijos ?? null,
    estrato: p.estrato,
    tallaBlusa: p.tallaBlusa ?? null,
    tallaPantalon: p.tallaPantalon ?? null,
    tallaCalzado: p.tallaCalzado ?? null,
    educacion: p.educacion,
    conocimientosTecnicos: p.conocimientosTecnicos ?? null,
    experienciaLaboral: p.experienciaLaboral ?? null,
    otrasHabilidades: p.otrasHabilidades ?? null,
    direccion: p.direccion ?? null,
    gerencia: p.gerencia ?? null,
    subgerencia: p.subgerencia ?? null,
    coordinacion: p.coordinacion ?? null,
    queHace: p.queHace ?? null,
    comoHace: p.comoHace ?? null,
    paraQueHace: p.paraQueHace ?? null,
    subnivelElEmpleo: p.subnivelElEmpleo ?? null,
    profesionesElEmpleo: p.profesionesElEmpleo,
    sectoresElEmpleo: p.sectoresElEmpleo,
    posicionesElEmpleo: p.posicionesElEmpleo,
    areasTrabajoElEmpleo: p.areasTrabajoElEmpleo,
    actorAprobacion: nombreDe(p.actorAprobacion),
    fechaAprobacion: p.fechaAprobacion ?? null,
    actorCancelacion: nombreDe(p.actorCancelacion),
    fechaCancelacion: p.fechaCancelacion ?? null,
    creadoPor: nombreDe(p.createdBy),
    createdAt: p.createdAt,
    valoresFecha: { smmlv: valores.smmlv, auxilioTransporte: valores.auxilioTransporte },
  };
}
