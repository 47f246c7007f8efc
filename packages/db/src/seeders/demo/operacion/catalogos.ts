import {
  Cargo,
  CatalogoItem,
  CategoriaStock,
  CentroCostoErp,
  CentroTrabajo,
  Competencia,
  EstadoCita,
  MedioReclutamiento,
  MotivoRechazo,
  NivelOrganizacionalErp,
  ReferenciaCita,
  Requisito,
  TipoCaracteristica,
  TipoCargo,
  TipoMarca,
  Valor,
} from '../../../entities';
import { idsLibres, moverSecuencia } from '../../referencia/catalogos';
import { type ClaveRequisito, REQUISITOS } from '../../referencia/datos-catalogos';
import type { Contexto } from './contexto';
import {
  CARGOS,
  CATEGORIAS_STOCK,
  CENTROS_COSTO,
  CENTROS_TRABAJO,
  CONCEPTOS_CONTRATO,
  NIVELES_ERP,
} from './datos-catalogos';

export type { ClaveRequisito } from '../../referencia/datos-catalogos';

export interface Catalogos {
  cargos: Map<string, Cargo>;
  tiposCargo: Map<string, TipoCargo>;
  caracteristicas: TipoCaracteristica[];
  /** Parent competencies with their children. */
  competencias: { padre: Competencia; hijas: Competencia[] }[];
  valores: Valor[];
  requisitos: Record<ClaveRequisito, Requisito>;
  motivosRechazo: MotivoRechazo[];
  tiposMarca: TipoMarca[];
  estadosCita: Map<number, EstadoCita>;
  referencias: ReferenciaCita[];
  categoriasStock: CategoriaStock[];
  medios: MedioReclutamiento[];
  centrosTrabajo: CentroTrabajo[];
  centrosCosto: CentroCostoErp[];
  niveles: NivelOrganizacionalErp[];
}

/** The demo's occupational-health IPS, notified of the medical exam (reference data has no address). */
const CORREO_EXAMENES = 'examenes@ipsocupacional.demo';

/**
 * The demo's catalogues: the reference ones were created by seedReferencia (seedCatalogosReferencia) and are loaded
 * here in creation order; only the demo's own are created (positions, ERP masters and contract concepts, stock
 * categories).
 */
export async function seedCatalogos(ctx: Contexto): Promise<Catalogos> {
  const { em } = ctx;
  const porId = { orderBy: { id: 'asc' } } as const;

  const conId = await idsLibres(
    em,
    'catalogo_item',
    CONCEPTOS_CONTRATO.map(([id]) => id),
  );
  CONCEPTOS_CONTRATO.forEach(([id, categoria, codigo, nombre], i) => {
    em.create(CatalogoItem, {
      ...(conId ? { id } : {}),
      categoria,
      codigo,
      nombre,
      valor: null,
      orden: i + 1,
    });
  });

  const cargos = new Map<string, Cargo>();
  CARGOS.forEach(([nombre, existeEnErp], i) => {
    cargos.set(
      nombre,
      em.create(Cargo, { codigo: `CAR-${String(i + 1).padStart(3, '0')}`, nombre, existeEnErp }),
    );
  });
  const categoriasStock = CATEGORIAS_STOCK.map(([nombre, vigencia]) =>
    em.create(CategoriaStock, { nombre, vigencia }),
  );
  const centrosTrabajo = CENTROS_TRABAJO.map(([codigo, nombre, porcentaje]) =>
    em.create(CentroTrabajo, { codigo, nombre, porcentaje }),
  );
  const centrosCosto = CENTROS_COSTO.map(([codigo, nombre]) => em.create(CentroCostoErp, { codigo, nombre }));
  const niveles = NIVELES_ERP.map(([nivel, tipo, codigo, nombre]) =>
    em.create(NivelOrganizacionalErp, { nivel, tipo, codigo, nombre }),
  );

  // The demo's IPS address is a demo choice, not an administrator's edit: the row keeps its first version.
  await em.execute(`update requisito set correo = ?, enviar_correo = true where codigo = 'examen_medico'`, [
    CORREO_EXAMENES,
  ]);
  const requisitos = {} as Record<ClaveRequisito, Requisito>;
  for (const [clave, { codigo }] of REQUISITOS) {
    const r = await em.findOne(Requisito, { codigo }, { refresh: true });
    if (!r) throw new Error(`Requisito ${codigo} no sembrado`);
    requisitos[clave] = r;
  }

  const padres = await em.find(Competencia, { padre: null }, { orderBy: { orden: 'asc', id: 'asc' } });
  const hijas = await em.find(
    Competencia,
    { padre: { $ne: null } },
    { orderBy: { orden: 'asc', id: 'asc' } },
  );
  const competencias = padres.map((padre) => ({
    padre,
    hijas: hijas.filter((h) => h.padre?.id === padre.id),
  }));

  await em.flush();
  if (conId) await moverSecuencia(em, 'catalogo_item');
  return {
    cargos,
    tiposCargo: new Map((await em.find(TipoCargo, {}, porId)).map((t) => [t.nombre, t])),
    caracteristicas: await em.find(TipoCaracteristica, {}, porId),
    competencias,
    valores: await em.find(Valor, {}, porId),
    requisitos,
    motivosRechazo: await em.find(MotivoRechazo, {}, porId),
    tiposMarca: await em.find(TipoMarca, {}, porId),
    estadosCita: new Map((await em.find(EstadoCita, {}, porId)).map((e) => [e.id, e])),
    referencias: await em.find(ReferenciaCita, {}, porId),
    categoriasStock,
    medios: await em.find(MedioReclutamiento, {}, porId),
    centrosTrabajo,
    centrosCosto,
    niveles,
  };
}

/** Looks a position up by name (the data files name positions exactly as CARGOS does). */
export function cargo(cat: Catalogos, nombre: string): Cargo {
  const c = cat.cargos.get(nombre);
  if (!c) throw new Error(`Cargo ${nombre} no sembrado`);
  return c;
}
