/**
 * What the generated orders hang from: more clients (with a skewed size), their approved profiles,
 * order creators and a pool of candidates, all loaded with COPY on top of the demo company.
 */
import type pg from 'pg';
import { APELLIDOS, NOMBRES_HOMBRE, NOMBRES_MUJER } from '../seeders/demo/operacion/nombres';
import type { Aleatorio } from '../seeders/demo/operacion/aleatorio';
import { ajustarSecuencia, copiar, siguienteId } from './copiar';

/**
 * The minimum wage the scale data is drawn around: the yearly value in force today (the earliest row when today is
 * before every row). A whole day of the database's clock is precise enough for generated salaries.
 */
export const SQL_SMMLV_VIGENTE = `select smmlv from valor_anual
  order by (vigente_desde <= current_date) desc,
           case when vigente_desde <= current_date then vigente_desde end desc nulls last,
           vigente_desde asc
  limit 1`;

export interface ContextoEscala {
  cliente: pg.ClientBase;
  rnd: Aleatorio;
  ahora: Date;
  log: (mensaje: string) => void;
}

export interface PerfilEscala {
  id: number;
  nombre: string;
  diasBusqueda: number;
  salario: number;
}

export interface BaseEscala {
  /** Client ids with cumulative weights (a few big clients, a long tail). */
  clientes: { id: number; pesoAcumulado: number }[];
  perfiles: Map<number, PerfilEscala[]>;
  ciudades: number[];
  sucursales: number[];
  creadores: number[];
  candidatos: number[];
  facs: number[];
  tiposPedido: string[];
}

export interface OpcionesBase {
  clientes: number;
  creadores: number;
  candidatos: number;
}

const SECTORES = [
  'Logística',
  'Alimentos',
  'Comercial',
  'Servicios',
  'Industrial',
  'Salud',
  'Seguridad',
  'Tecnología',
  'Agro',
  'Textil',
];
const FORMAS = ['S.A.S.', 'S.A.', 'Ltda.', 'S.A.S. BIC'];

async function ids(c: pg.ClientBase, sql: string): Promise<number[]> {
  return (await c.query<{ id: number }>(sql)).rows.map((r) => r.id);
}

function nombrePersona(rnd: Aleatorio): [string, string] {
  return [
    rnd.elegir(rnd.si() ? NOMBRES_MUJER : NOMBRES_HOMBRE),
    `${rnd.elegir(APELLIDOS)} ${rnd.elegir(APELLIDOS)}`,
  ];
}

async function cargarClientes(ctx: ContextoEscala, n: number): Promise<void> {
  const { cliente: c, rnd, ahora } = ctx;
  const desde = await siguienteId(c, 'cliente');
  const filas = Array.from({ length: n }, (_, i) => {
    const id = desde + i;
    const nombre = `${rnd.elegir(SECTORES)} ${rnd.elegir(APELLIDOS)} ${id} ${rnd.elegir(FORMAS)}`;
    return [id, nombre, 0, `8${String(id).padStart(8, '0')}`, true, ahora];
  });
  await copiar(
    c,
    'cliente',
    ['id', 'nombre', 'tipo_documento', 'numero_documento', 'activo', 'created_at'],
    filas,
  );
  await ajustarSecuencia(c, 'cliente');
}

async function cargarPerfiles(ctx: ContextoEscala, smmlv: number): Promise<void> {
  const { cliente: c, rnd, ahora } = ctx;
  const sinPerfil = await ids(
    c,
    'select c.id from cliente c where not exists (select 1 from perfil p where p.cliente_id = c.id and p.estado_perfil = 2) order by c.id',
  );
  const cargos = (await c.query<{ id: number; nombre: string }>('select id, nombre from cargo order by id'))
    .rows;
  if (cargos.length === 0) throw new Error('No hay cargos: cargue primero los datos demo');
  const desde = await siguienteId(c, 'perfil');
  let id = desde;
  const filas: (string | number | boolean | Date)[][] = [];
  for (const clienteId of sinPerfil) {
    for (const cargo of rnd.muestra(cargos, 3)) {
      const salario = Math.round((smmlv * (1 + rnd.num() * 3)) / 1000) * 1000;
      filas.push([
        id++,
        clienteId,
        cargo.id,
        cargo.nombre,
        2,
        rnd.entero(5, 30),
        salario,
        ahora,
        ahora,
        ahora,
      ]);
    }
  }
  await copiar(
    c,
    'perfil',
    [
      'id',
      'cliente_id',
      'cargo_id',
      'nombre_cargo_perfil',
      'estado_perfil',
      'tiempo_dias_busqueda',
      'salario',
      'fecha_aprobacion',
      'created_at',
      'updated_at',
    ],
    filas,
  );
  await ajustarSecuencia(c, 'perfil');
}

async function cargarCreadores(ctx: ContextoEscala, n: number): Promise<void> {
  const { cliente: c, rnd, ahora } = ctx;
  const desde = await siguienteId(c, 'usuario');
  const filas = Array.from({ length: n }, (_, i) => {
    const [nombre, apellido] = nombrePersona(rnd);
    // '!' is not an argon2 hash: these users exist to own orders and cannot log in.
    return [
      desde + i,
      `escala.creador${desde + i}`,
      '!',
      nombre,
      apellido,
      `creador${desde + i}@escala.test`,
      true,
      ahora,
    ];
  });
  await copiar(
    c,
    'usuario',
    ['id', 'username', 'password_hash', 'first_name', 'last_name', 'email', 'activo', 'created_at'],
    filas,
  );
  await ajustarSecuencia(c, 'usuario');
}

async function cargarCandidatos(ctx: ContextoEscala, n: number, ciudades: number[]): Promise<void> {
  const { cliente: c, rnd, ahora } = ctx;
  const desde = await siguienteId(c, 'candidato');
  function* filas() {
    for (let i = 0; i < n; i++) {
      const id = desde + i;
      const [nombre, apellidos] = nombrePersona(rnd);
      const [a1, a2] = apellidos.split(' ');
      yield [
        id,
        nombre,
        a1,
        a2,
        `candidato${id}@escala.test`,
        `3${rnd.digitos(9)}`,
        `E${id}`,
        rnd.elegir(ciudades),
        ahora,
        ahora,
      ];
    }
  }
  await copiar(
    c,
    'candidato',
    [
      'id',
      'nombre1',
      'apellido1',
      'apellido2',
      'email',
      'telefono_o_celular',
      'numero_documento',
      'ciudad_donde_vive_id',
      'created_at',
      'updated_at',
    ],
    filas(),
  );
  await ajustarSecuencia(c, 'candidato');
}

/** Loads the base rows and returns what the order generator draws from. */
export async function cargarBase(ctx: ContextoEscala, o: OpcionesBase): Promise<BaseEscala> {
  const { cliente: c, rnd } = ctx;
  const ciudades = await ids(c, 'select id from ciudad order by id');
  const smmlv = Number((await c.query<{ smmlv: string }>(SQL_SMMLV_VIGENTE)).rows[0]?.smmlv ?? 1_750_905);
  await cargarClientes(ctx, o.clientes);
  await cargarPerfiles(ctx, smmlv);
  await cargarCreadores(ctx, o.creadores);
  await cargarCandidatos(ctx, o.candidatos, ciudades);
  ctx.log(`base: ${o.clientes} clientes, ${o.creadores} creadores, ${o.candidatos} candidatos`);

  const perfiles = new Map<number, PerfilEscala[]>();
  const filas = await c.query<{
    id: number;
    cliente_id: number;
    nombre: string;
    dias: number;
    salario: string;
  }>(
    'select id, cliente_id, nombre_cargo_perfil as nombre, coalesce(tiempo_dias_busqueda, 15) as dias, salario from perfil where estado_perfil = 2',
  );
  for (const f of filas.rows) {
    const lista = perfiles.get(f.cliente_id) ?? [];
    lista.push({ id: f.id, nombre: f.nombre, diasBusqueda: f.dias, salario: Number(f.salario) });
    perfiles.set(f.cliente_id, lista);
  }
  // Zipf-like sizes: the k-th client (random order) weighs 1/k^0.8.
  let acumulado = 0;
  const clientes = rnd
    .barajar([...perfiles.keys()])
    .map((id, k) => ({ id, pesoAcumulado: (acumulado += 1 / Math.pow(k + 1, 0.8)) }));
  return {
    clientes,
    perfiles,
    ciudades,
    sucursales: await ids(c, 'select id from sucursal where activa order by id'),
    creadores: await ids(
      c,
      `select id from usuario where not es_staff_cliente and (username like 'escala.creador%' or username in ('jefe', 'ejecutivo', 'admin')) order by id`,
    ),
    candidatos: await ids(c, 'select id from candidato order by id'),
    facs: await ids(c, 'select id from grupo_preguntas_filtro order by id'),
    tiposPedido: (
      await c.query<{ codigo: string }>(
        `select codigo from catalogo_item where categoria = 'TIPO_PEDIDO' order by orden, codigo`,
      )
    ).rows.map((r) => r.codigo),
  };
}

/** A client drawn by its weight. */
export function elegirCliente(base: BaseEscala, rnd: Aleatorio): number {
  const total = base.clientes.at(-1)?.pesoAcumulado ?? 0;
  const x = rnd.num() * total;
  let lo = 0;
  let hi = base.clientes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((base.clientes[mid]?.pesoAcumulado ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  return base.clientes[lo]?.id ?? 0;
}
