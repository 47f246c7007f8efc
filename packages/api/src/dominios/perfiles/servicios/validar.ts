import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cargo,
  CategoriaStock,
  Ciudad,
  Competencia,
  ElEmpleoItem,
  GrupoPreguntasFiltro,
  Perfil,
  TipoCaracteristica,
  TipoCargo,
  Valor,
} from '@talento/db';
import {
  MENSAJES_PERFILES as M,
  problemasConfiguracion,
  puedeDefinirCompetencias,
  puedeDefinirPruebas,
  type CamposPerfil,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../nucleo/errors';
import { filtroAlcanceGrupo } from '../../fac';
import { valoresVigentes } from '../../administracion';
import { cargarLimites } from './catalogos';

/** What the profile held before (edit) or what the duplicated profile holds (create from a template). */
export interface Previo {
  tipo: number | null;
  facId: number | null;
  competencias: number[];
}

const mismos = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/**
 * Test type and FAC are set only with read_perfilseleccion_definir_pruebas; competencies only by a
 * selection psychologist. A caller without the right must send back what the profile already holds
 * (the screen shows it read-only); anything else is refused and nothing changes.
 */
export function exigirDerechos(usuario: UsuarioSesion, d: CamposPerfil, previo: Previo): void {
  if (!puedeDefinirPruebas(usuario.permisos) && (d.tipo !== previo.tipo || d.facId !== previo.facId))
    throw new AppError('FORBIDDEN', M.sinPermisoDefinir);
  if (!puedeDefinirCompetencias(usuario.grupos) && !mismos(d.competencias, previo.competencias))
    throw new AppError('FORBIDDEN', M.sinPermisoCompetencias);
}

async function existentes<T extends { id: number }>(
  em: EntityManager,
  entidad: new () => T,
  ids: number[],
  extra: object = {},
) {
  if (ids.length === 0) return new Set<number>();
  const filas = await em.find(entidad as never, { id: { $in: ids }, ...extra }, { fields: ['id'] as never });
  return new Set((filas as T[]).map((f) => f.id));
}

/**
 * Checks every reference and the configuration rules before anything is written (400 with field
 * messages). `edicion` says the FAC is required for a user who may define it (edit screen). A FAC other
 * than the profile's current one (`facActual`) must be a group the user may see (base, or of a client in
 * scope); any other answers like an unknown group, so ids cannot be probed. The minimum wage is the one in force on
 * `fecha`, the profile's day (its creation; now for a new profile).
 */
export async function validarPerfil(
  em: EntityManager,
  usuario: UsuarioSesion,
  d: CamposPerfil,
  opciones: {
    clienteId: number;
    /** The profile's day: its creation instant (now for a new profile). */
    fecha: Date;
    perfilId?: number;
    edicion: boolean;
    categoriaActual?: number | null;
    facActual?: number | null;
    /** The position the profile already has: kept even if deactivated since (a new choice must be active). */
    cargoActual?: number;
  },
) {
  const [config, limites, competencias] = await Promise.all([
    valoresVigentes(em, opciones.fecha),
    cargarLimites(em),
    em.find(Competencia, { activo: true }, { fields: ['id', 'padre'] }),
  ]);
  const padreDeCompetencia = new Map(competencias.map((c) => [c.id, c.padre?.id ?? null]));
  const campos: Record<string, string> = problemasConfiguracion(d, {
    smmlv: config.smmlv,
    limites,
    padreDeCompetencia,
    validarCompetencias: puedeDefinirCompetencias(usuario.grupos),
    exigeTipo: puedeDefinirPruebas(usuario.permisos),
    exigeFac: opciones.edicion && puedeDefinirPruebas(usuario.permisos),
  });
  const falta = (campo: string, ok: boolean) => {
    if (!ok) campos[campo] ??= M.noExiste;
  };

  falta(
    'cargoId',
    d.cargoId === opciones.cargoActual || (await em.count(Cargo, { id: d.cargoId, activo: true })) > 0,
  );
  falta('tipoCargoId', (await em.count(TipoCargo, { id: d.tipoCargoId })) > 0);
  falta(
    'categoriaStockId',
    d.categoriaStockId === opciones.categoriaActual ||
      (await em.count(CategoriaStock, { id: d.categoriaStockId, estado: 1 })) > 0,
  );
  const residencia = d.requiereResidencia ? d.lugarResidenciaId : null;
  const nacimiento = d.requiereNacimiento ? d.lugarNacimientoId : null;
  const ciudadesOk = await existentes(
    em,
    Ciudad,
    [residencia, nacimiento].filter((c): c is number => c !== null),
  );
  if (residencia !== null) falta('lugarResidenciaId', ciudadesOk.has(residencia));
  if (nacimiento !== null) falta('lugarNacimientoId', ciudadesOk.has(nacimiento));
  const caracteristicas = await existentes(em, TipoCaracteristica, d.caracteristicas);
  falta(
    'caracteristicas',
    d.caracteristicas.every((c) => caracteristicas.has(c)),
  );
  const valores = await existentes(em, Valor, d.valores, { activo: true });
  falta(
    'valores',
    d.valores.every((v) => valores.has(v)),
  );
  if (d.competencias.length > 0)
    falta(
      'competencias',
      d.competencias.every((c) => padreDeCompetencia.has(c)),
    );
  if (d.esHijo && d.perfilPadreId !== null) {
    const padre = await em.count(Perfil, { id: d.perfilPadreId, cliente: opciones.clienteId });
    falta('perfilPadreId', padre > 0 && d.perfilPadreId !== opciones.perfilId);
  }
  if (d.facId !== null) {
    const alcance = d.facId === opciones.facActual ? {} : filtroAlcanceGrupo(usuario.alcance);
    falta(
      'facId',
      (await em.count(GrupoPreguntasFiltro, { $and: [{ id: d.facId, activo: true }, alcance] })) > 0,
    );
  }

  const listas: [campo: keyof CamposPerfil, lista: string, codigos: string[]][] = [
    ['subnivelElEmpleo', 'subniveles', [d.subnivelElEmpleo]],
    ['profesionesElEmpleo', 'profesiones', d.profesionesElEmpleo],
    ['sectoresElEmpleo', 'sectores', d.sectoresElEmpleo],
    ['posicionesElEmpleo', 'posiciones', d.posicionesElEmpleo],
    ['areasTrabajoElEmpleo', 'areas_trabajo', d.areasTrabajoElEmpleo],
  ];
  for (const [campo, lista, codigos] of listas) {
    if (codigos.length === 0) continue;
    const n = await em.count(ElEmpleoItem, { lista, codigo: { $in: codigos } });
    falta(campo, n === new Set(codigos).size);
  }
  if (Object.keys(campos).length > 0) throw errorDeCampos(campos);
  return { smmlv: config.smmlv };
}
