import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cargo,
  CategoriaStock,
  Ciudad,
  Competencia,
  GrupoPreguntasFiltro,
  Perfil,
  PerfilCompetencia,
  PerfilIndicador,
  PerfilRelacionArea,
  PerfilResponsabilidad,
  TipoCaracteristica,
  TipoCargo,
  Valor,
} from '@talento/db';
import { normalizarPerfil, type CamposPerfil } from '@talento/rules';

const ref = <T extends object>(em: EntityManager, entidad: new () => T, id: number | null): T | null =>
  id === null ? null : em.getReference(entidad as never, id as never);

/** The scalar and many-to-one fields of a profile from the validated form (switched-off blocks cleared). */
export function camposPerfil(em: EntityManager, d: CamposPerfil, smmlv: number) {
  const n = normalizarPerfil(d, smmlv);
  return {
    cargo: em.getReference(Cargo, d.cargoId),
    nombreCargoPerfil: d.nombreCargoPerfil,
    misionCargoPerfil: d.misionCargoPerfil,
    tipo: d.tipo,
    tipoCargo: em.getReference(TipoCargo, d.tipoCargoId),
    tipologia: d.tipologia,
    tiempoDiasBusqueda: d.tiempoDiasBusqueda,
    esHijo: d.esHijo,
    perfilPadre: ref(em, Perfil, n.perfilPadreId),
    cancelaPerfilPadre: n.cancelaPerfilPadre,
    esNegociacion: d.esNegociacion,
    salario: n.salario,
    esSmmlv: n.esSmmlv,
    periodoPago: d.periodoPago,
    horarioTrabajo: d.horarioTrabajo,
    fac: ref(em, GrupoPreguntasFiltro, d.facId),
    categoriaStock: em.getReference(CategoriaStock, d.categoriaStockId),
    vigenciaStock: d.vigenciaStock,
    otrasActitudes: d.otrasActitudes,
    observaciones: d.observaciones,
    edadMinima: n.edadMinima,
    edadMaxima: n.edadMaxima,
    genero: n.genero,
    lugarResidencia: ref(em, Ciudad, n.lugarResidenciaId),
    lugarNacimiento: ref(em, Ciudad, n.lugarNacimientoId),
    estadoCivil: d.estadoCivil,
    numeroHijos: n.numeroHijos,
    estrato: d.estrato,
    tallaBlusa: d.tallaBlusa,
    tallaPantalon: d.tallaPantalon,
    tallaCalzado: d.tallaCalzado,
    educacion: d.educacion,
    conocimientosTecnicos: d.conocimientosTecnicos,
    experienciaLaboral: d.experienciaLaboral,
    otrasHabilidades: d.otrasHabilidades,
    direccion: d.direccion,
    gerencia: d.gerencia,
    subgerencia: d.subgerencia,
    coordinacion: d.coordinacion,
    queHace: d.queHace,
    comoHace: d.comoHace,
    paraQueHace: d.paraQueHace,
    subnivelElEmpleo: d.subnivelElEmpleo,
    profesionesElEmpleo: d.profesionesElEmpleo,
    sectoresElEmpleo: d.sectoresElEmpleo,
    posicionesElEmpleo: d.posicionesElEmpleo,
    areasTrabajoElEmpleo: d.areasTrabajoElEmpleo,
  };
}

/**
 * Replaces the collections of a profile (characteristics, values, competencies in the given order,
 * responsibilities, indicators, relations) and ties the chosen FAC to `facs`. Rows of a loaded
 * profile are removed and written again in the same flush.
 */
export function escribirColecciones(em: EntityManager, perfil: Perfil, d: CamposPerfil, smmlv: number): void {
  const { competencias } = normalizarPerfil(d, smmlv);
  perfil.caracteristicas.set(d.caracteristicas.map((id) => em.getReference(TipoCaracteristica, id)));
  perfil.valores.set(d.valores.map((id) => em.getReference(Valor, id)));
  if (d.facId !== null && !perfil.facs.getItems().some((g) => g.id === d.facId))
    perfil.facs.add(em.getReference(GrupoPreguntasFiltro, d.facId));

  const previas = new Map(
    perfil.competencias.isInitialized()
      ? perfil.competencias.getItems().map((c) => [c.competencia.id, c])
      : [],
  );
  competencias.forEach((id, i) => {
    const fila = previas.get(id);
    if (fila) {
      fila.orden = i + 1;
      previas.delete(id);
    } else
      em.create(PerfilCompetencia, { perfil, competencia: em.getReference(Competencia, id), orden: i + 1 });
  });
  for (const fila of previas.values()) em.remove(fila);

  for (const coleccion of [perfil.responsabilidades, perfil.indicadores, perfil.relacionesAreas])
    if (coleccion.isInitialized()) for (const fila of coleccion.getItems()) em.remove(fila);
  d.responsabilidades.forEach((r, i) => em.create(PerfilResponsabilidad, { ...r, perfil, orden: i + 1 }));
  d.indicadores.forEach((x, i) => em.create(PerfilIndicador, { ...x, perfil, orden: i + 1 }));
  d.relacionesAreas.forEach((r, i) => em.create(PerfilRelacionArea, { ...r, perfil, orden: i + 1 }));
}
