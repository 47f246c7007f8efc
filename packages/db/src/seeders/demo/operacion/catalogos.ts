import {
  Cargo,
  CatalogoItem,
  CategoriaStock,
  CentroCostoErp,
  CentroTrabajo,
  Competencia,
  ElEmpleoItem,
  EstadoCita,
  MedioReclutamiento,
  MotivoCambioDatos,
  MotivoRechazo,
  NivelOrganizacionalErp,
  Profesion,
  ReferenciaCita,
  Requisito,
  TipoCaracteristica,
  TipoCargo,
  TipoMarca,
  Valor,
} from '../../../entities';
import type { Contexto } from './contexto';
import {
  CARACTERISTICAS,
  CARGOS,
  CENTROS_COSTO,
  CENTROS_TRABAJO,
  COMPETENCIAS,
  EL_EMPLEO,
  ESTADOS_CITA,
  ITEMS_CATALOGO,
  MEDIOS_RECLUTAMIENTO,
  MOTIVOS_CAMBIO_DATOS,
  MOTIVOS_RECHAZO,
  NIVELES_ERP,
  PROFESIONES,
  REFERENCIAS_CITA,
  TIPOS_CARGO,
  TIPOS_MARCA,
  VALORES,
} from './datos-catalogos';

/** Requirement keys used by the other sections. */
export type ClaveRequisito =
  'pruebas' | 'examen' | 'antecedentes' | 'referencias' | 'visita' | 'hv' | 'entrevista';

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

/** Tables seeded with fixed ids whose serial sequence must be moved past them. */
const TABLAS_CON_ID_FIJO = ['estado_cita', 'referencia_cita'];

export async function seedCatalogos(ctx: Contexto): Promise<Catalogos> {
  const { em } = ctx;
  const orden: Record<string, number> = {};
  for (const [categoria, codigo, nombre, valor] of ITEMS_CATALOGO) {
    orden[categoria] = (orden[categoria] ?? 0) + 1;
    em.create(CatalogoItem, { categoria, codigo, nombre, valor: valor ?? null, orden: orden[categoria] });
  }
  const motivosRechazo = MOTIVOS_RECHAZO.map((nombre) => em.create(MotivoRechazo, { nombre }));

  const cargos = new Map<string, Cargo>();
  CARGOS.forEach(([nombre, existeEnErp], i) => {
    cargos.set(
      nombre,
      em.create(Cargo, { codigo: `CAR-${String(i + 1).padStart(3, '0')}`, nombre, existeEnErp }),
    );
  });
  const tiposCargo = new Map(TIPOS_CARGO.map((nombre) => [nombre, em.create(TipoCargo, { nombre })]));
  const caracteristicas = CARACTERISTICAS.map(([tipo, nombre]) =>
    em.create(TipoCaracteristica, { tipo, nombre }),
  );
  const competencias = COMPETENCIAS.map(([nombre, hijas], i) => {
    const padre = em.create(Competencia, { nombre, orden: i + 1 });
    return { padre, hijas: hijas.map((h, j) => em.create(Competencia, { nombre: h, padre, orden: j + 1 })) };
  });
  const valores = VALORES.map(([nombre, defecto]) => em.create(Valor, { nombre, defecto }));
  for (const [lista, codigo, nombre] of EL_EMPLEO) em.create(ElEmpleoItem, { lista, codigo, nombre });
  for (const nombre of PROFESIONES) em.create(Profesion, { nombre });
  const tiposMarca = TIPOS_MARCA.map((nombre) => em.create(TipoMarca, { nombre }));
  for (const nombre of MOTIVOS_CAMBIO_DATOS) em.create(MotivoCambioDatos, { nombre });

  const requisito = (nombre: string, codigo: string, validezDias: number, extra: Partial<Requisito> = {}) =>
    em.create(Requisito, { nombre, codigo, validezDias, ...extra });
  const requisitos: Record<ClaveRequisito, Requisito> = {
    pruebas: requisito('Pruebas digitales', 'pruebas_digitales', 180, { esPruebas: true, visible: true }),
    examen: requisito('Examen médico ocupacional', 'examen_medico', 365, {
      esDeProductoTerminado: true,
      visible: true,
      correo: 'examenes@ipsocupacional.demo',
      enviarCorreo: true,
    }),
    antecedentes: requisito('Antecedentes', 'antecedentes', 90, {
      esDeProductoTerminado: true,
      visible: true,
    }),
    referencias: requisito('Referencias laborales', 'referencias_laborales', 180),
    visita: requisito('Visita domiciliaria', 'visita_domiciliaria', 365),
    hv: requisito('Verificación de hoja de vida', 'verificacion_hv', 365, { esHv: true }),
    entrevista: requisito('Entrevista por competencias', 'entrevista_competencias', 180),
  };

  const estadosCita = new Map(
    ESTADOS_CITA.map(([id, nombre, flag, codigo]) => [
      id,
      em.create(EstadoCita, { id, nombre, flag, codigo }),
    ]),
  );
  const referencias = REFERENCIAS_CITA.map((nombre, i) => em.create(ReferenciaCita, { id: i + 1, nombre }));
  const categoriasStock = [
    em.create(CategoriaStock, { nombre: 'Operativos de logística', vigencia: 60 }),
    em.create(CategoriaStock, { nombre: 'Comercial y ventas', vigencia: 30 }),
  ];
  const medios = MEDIOS_RECLUTAMIENTO.map((nombre) => em.create(MedioReclutamiento, { nombre }));
  const centrosTrabajo = CENTROS_TRABAJO.map(([codigo, nombre, porcentaje]) =>
    em.create(CentroTrabajo, { codigo, nombre, porcentaje }),
  );
  const centrosCosto = CENTROS_COSTO.map(([codigo, nombre]) => em.create(CentroCostoErp, { codigo, nombre }));
  const niveles = NIVELES_ERP.map(([nivel, tipo, codigo, nombre]) =>
    em.create(NivelOrganizacionalErp, { nivel, tipo, codigo, nombre }),
  );

  await em.flush();
  for (const tabla of TABLAS_CON_ID_FIJO) {
    await em.execute(
      `select setval(pg_get_serial_sequence('${tabla}', 'id'), (select max(id) from "${tabla}"))`,
    );
  }
  return {
    cargos,
    tiposCargo,
    caracteristicas,
    competencias,
    valores,
    requisitos,
    motivosRechazo,
    tiposMarca,
    estadosCita,
    referencias,
    categoriasStock,
    medios,
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
