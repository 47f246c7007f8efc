/**
 * The server's checks of what a hiring order points to: catalogue codes in their categoria, and the ERP
 * masters (city, position, work centre of the chosen ARL risk, cost centre, each level in its own level).
 * A wrong value is a BAD_REQUEST with the field's Spanish message, never a 500 from a foreign key.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cargo,
  CatalogoItem,
  CentroCostoErp,
  CentroTrabajo,
  Ciudad,
  NivelOrganizacionalErp,
} from '@talento/db';
import { CAMPOS_NIVEL, MENSAJES_CONTRATACION as M, type CamposOrdenContratacion } from '@talento/rules';
import { errorDeCampos } from '../../../nucleo/errors';

/** Field messages under `raiz` (the form's object), as a failed input answers them. */
export function errorDeCamposEn(raiz: string, problemas: [campo: string, mensaje: string][]) {
  return errorDeCampos(
    Object.fromEntries(problemas.map(([campo, mensaje]) => [`${raiz}.${campo}`, mensaje])),
  );
}

const CATALOGOS: [keyof CamposOrdenContratacion, string][] = [
  ['relacionLaboral', 'RELACION_LABORAL'],
  ['tipoSalario', 'TIPO_SALARIO'],
  ['riesgoArl', 'RIESGO_ARL'],
  ['tipoComision', 'TIPO_COMISION'],
  ['tipoVariable', 'TIPO_VARIABLE'],
  ['conceptoSalario1', 'CONCEPTO_CONTRATO'],
  ['conceptoSalario2', 'CONCEPTO_CONTRATO'],
];

/** An active catalogue row of that categoria and codigo, or null. */
export function itemCatalogo(
  em: EntityManager,
  categoria: string,
  codigo: string,
): Promise<CatalogoItem | null> {
  return em.findOne(CatalogoItem, { categoria, codigo, activo: true });
}

/** `cargoActual`: the position an edited order already has, kept even if deactivated since. */
export async function verificarReferencias(
  em: EntityManager,
  d: CamposOrdenContratacion,
  cargoActual?: number,
): Promise<void> {
  const problemas: [string, string][] = [];
  for (const [campo, categoria] of CATALOGOS) {
    const codigo = d[campo];
    if (typeof codigo === 'string' && !(await itemCatalogo(em, categoria, codigo)))
      problemas.push([campo, M.catalogoNoExiste]);
  }
  if (!(await em.count(Ciudad, { id: d.ciudadId }))) problemas.push(['ciudadId', M.maestroNoExiste]);
  if (d.cargoId !== cargoActual && !(await em.count(Cargo, { id: d.cargoId, activo: true })))
    problemas.push(['cargoId', M.maestroNoExiste]);
  if (!(await em.count(CentroCostoErp, { id: d.dptoId, activo: true })))
    problemas.push(['dptoId', M.maestroNoExiste]);
  const centro = await em.findOne(CentroTrabajo, { id: d.centroTrabajoId, activo: true });
  const riesgo = await itemCatalogo(em, 'RIESGO_ARL', d.riesgoArl);
  if (!centro) problemas.push(['centroTrabajoId', M.maestroNoExiste]);
  else if (riesgo && riesgo.valor !== null && Number(centro.porcentaje) !== Number(riesgo.valor))
    problemas.push(['centroTrabajoId', M.centroTrabajoRiesgo]);
  for (const [i, campo] of CAMPOS_NIVEL.entries()) {
    const id = d[campo];
    if (id !== null && !(await em.count(NivelOrganizacionalErp, { id, nivel: i + 1, activo: true })))
      problemas.push([campo, M.maestroNoExiste]);
  }
  if (problemas.length) throw errorDeCamposEn('orden', problemas);
}
