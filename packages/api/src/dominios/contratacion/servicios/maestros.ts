/**
 * The ERP masters the hiring-order form chooses from, read from PostgreSQL (seeded for the demo, refreshed
 * from the ERP by `refrescarMaestros` when it is configured). They belong to no client.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cargo, CatalogoItem, CentroCostoErp, CentroTrabajo, NivelOrganizacionalErp } from '@talento/db';
import { TIPO_NIVEL_ORGANIZACIONAL, type NivelOrganizacional } from '@talento/rules';
import type { ClienteErp } from '../../../nucleo/integraciones/erp';
import type { OpcionMaestro } from '../dto';

const CATEGORIAS = [
  'RELACION_LABORAL',
  'TIPO_SALARIO',
  'RIESGO_ARL',
  'TIPO_COMISION',
  'TIPO_VARIABLE',
  'TIPO_CONCEPTO',
  'PERIODICIDAD',
  'CONCEPTO_CONTRATO',
] as const;
export type CategoriaContratacion = (typeof CATEGORIAS)[number];

export async function maestrosContratacion(em: EntityManager) {
  const items = await em.find(
    CatalogoItem,
    { categoria: { $in: [...CATEGORIAS] }, activo: true },
    { orderBy: { categoria: 'asc', orden: 'asc', id: 'asc' } },
  );
  const catalogos = Object.fromEntries(CATEGORIAS.map((c) => [c, [] as OpcionMaestro[]])) as Record<
    CategoriaContratacion,
    OpcionMaestro[]
  >;
  for (const i of items)
    catalogos[i.categoria as CategoriaContratacion].push({
      codigo: i.codigo,
      nombre: i.nombre,
      porcentaje: i.valor === null ? null : Number(i.valor),
    });
  const niveles = await em.find(
    NivelOrganizacionalErp,
    { activo: true },
    { orderBy: { nivel: 'asc', nombre: 'asc' } },
  );
  const centrosCosto = await em.find(CentroCostoErp, { activo: true }, { orderBy: { nombre: 'asc' } });
  return {
    catalogos,
    niveles: niveles.map((n) => ({ id: n.id, nivel: n.nivel, codigo: n.codigo, nombre: n.nombre })),
    centrosCosto: centrosCosto.map((c) => ({ id: c.id, codigo: c.codigo, nombre: c.nombre })),
  };
}

/** Work centres whose percentage is the chosen ARL risk's (spec 01 §5); an unknown risk lists none. */
export async function centrosTrabajoPorRiesgo(em: EntityManager, riesgoArl: string) {
  const riesgo = await em.findOne(CatalogoItem, { categoria: 'RIESGO_ARL', codigo: riesgoArl, activo: true });
  if (!riesgo || riesgo.valor === null) return [];
  const centros = await em.find(
    CentroTrabajo,
    { porcentaje: riesgo.valor, activo: true },
    { orderBy: { nombre: 'asc' } },
  );
  return centros.map((c) => ({
    id: c.id,
    codigo: c.codigo,
    nombre: c.nombre,
    porcentaje: Number(c.porcentaje),
  }));
}

/**
 * Refreshes the local masters from the ERP (positions' `existe_en_erp`, levels, work centres, cost centres,
 * contract concepts): upsert by code; rows the ERP no longer lists are deactivated, never deleted (orders
 * point to them). A master the ERP fails to give is left as it was. Returns the masters refreshed.
 */
export async function refrescarMaestros(em: EntityManager, erp: ClienteErp): Promise<string[]> {
  const hechos: string[] = [];
  const cargos = await erp.consultarMaestro('cargos');
  const niveles = await erp.consultarMaestro('niveles');
  const centros = await erp.consultarMaestro('centros-trabajo');
  const costos = await erp.consultarMaestro('centros-costo');
  const conceptos = await erp.consultarMaestro('conceptos');
  await em.transactional(async (tx) => {
    if (cargos.resultado === 'aceptado') {
      const codigos = cargos.datos.map((c) => c.codigo);
      await tx.nativeUpdate(Cargo, { codigo: { $in: codigos } }, { existeEnErp: true });
      await tx.nativeUpdate(Cargo, { codigo: { $nin: codigos } }, { existeEnErp: false });
      hechos.push('cargos');
    }
    if (niveles.resultado === 'aceptado') {
      const validos = niveles.datos.filter((n) => n.nivel);
      for (const n of validos) {
        const nivel = n.nivel as NivelOrganizacional;
        await tx.upsert(
          NivelOrganizacionalErp,
          { nivel, codigo: n.codigo, nombre: n.nombre, tipo: TIPO_NIVEL_ORGANIZACIONAL[nivel], activo: true },
          { onConflictFields: ['nivel', 'codigo'] },
        );
      }
      const claves = new Set(validos.map((n) => `${n.nivel}:${n.codigo}`));
      for (const n of await tx.find(NivelOrganizacionalErp, { activo: true }))
        if (!claves.has(`${n.nivel}:${n.codigo}`)) n.activo = false;
      hechos.push('niveles');
    }
    if (centros.resultado === 'aceptado') {
      for (const c of centros.datos) {
        await tx.upsert(
          CentroTrabajo,
          { codigo: c.codigo, nombre: c.nombre, porcentaje: c.porcentaje ?? 0, activo: true },
          { onConflictFields: ['codigo'] },
        );
      }
      await tx.nativeUpdate(
        CentroTrabajo,
        { codigo: { $nin: centros.datos.map((c) => c.codigo) } },
        { activo: false },
      );
      hechos.push('centros-trabajo');
    }
    if (costos.resultado === 'aceptado') {
      for (const c of costos.datos)
        await tx.upsert(
          CentroCostoErp,
          { codigo: c.codigo, nombre: c.nombre, activo: true },
          { onConflictFields: ['codigo'] },
        );
      await tx.nativeUpdate(
        CentroCostoErp,
        { codigo: { $nin: costos.datos.map((c) => c.codigo) } },
        { activo: false },
      );
      hechos.push('centros-costo');
    }
    if (conceptos.resultado === 'aceptado') {
      for (const c of conceptos.datos) {
        await tx.upsert(
          CatalogoItem,
          { categoria: 'CONCEPTO_CONTRATO', codigo: c.codigo, nombre: c.nombre, activo: true },
          { onConflictFields: ['categoria', 'codigo'] },
        );
      }
      await tx.nativeUpdate(
        CatalogoItem,
        { categoria: 'CONCEPTO_CONTRATO', codigo: { $nin: conceptos.datos.map((c) => c.codigo) } },
        { activo: false },
      );
      hechos.push('conceptos');
    }
    await tx.flush();
  });
  return hechos;
}
