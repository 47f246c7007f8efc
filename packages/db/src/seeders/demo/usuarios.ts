import {
  GRUPO_ADMINISTRADORES,
  GRUPO_EJECUTIVOS_LIDER,
  GRUPO_GERENTE_SUCURSAL,
  GRUPO_JEFES_OPERACIONES,
  GRUPO_PSICOLOGOS,
  GRUPO_RECLUTADORES,
  GRUPO_STAFF,
  GRUPO_STAFF_CLIENTE,
} from '@talento/rules';

export const DEMO_PASSWORD = 'Talento2026!';

export interface UsuarioDemo {
  username: string;
  firstName: string;
  lastName: string;
  grupos: string[];
  /** NIT/CC of the allowed clients (empty: none, unless the groups grant add_todos_los_clientes). */
  clientes: string[];
  esStaffCliente: boolean;
  sucursal?: string;
  descripcion: string;
}

/** One user per role (README lists them). Password DEMO_PASSWORD, demo data only. */
export const DEMO_USUARIOS: readonly UsuarioDemo[] = [
  {
    username: 'admin',
    firstName: 'Andrés',
    lastName: 'Administrador',
    grupos: [GRUPO_STAFF, GRUPO_ADMINISTRADORES],
    clientes: [],
    esStaffCliente: false,
    sucursal: 'Bogotá Centro',
    descripcion: 'todos los permisos y todos los clientes',
  },
  {
    username: 'jefe',
    firstName: 'Juliana',
    lastName: 'Restrepo Gómez',
    grupos: [GRUPO_STAFF, GRUPO_JEFES_OPERACIONES],
    clientes: [],
    esStaffCliente: false,
    sucursal: 'Bogotá Centro',
    descripcion: 'Jefes_de_Operaciones (superusuario, todos los clientes)',
  },
  {
    username: 'psicologa',
    firstName: 'Paula',
    lastName: 'Sánchez Ortiz',
    grupos: [GRUPO_STAFF, GRUPO_PSICOLOGOS],
    clientes: ['900123456', '890301234', '901234567', '890102030'],
    esStaffCliente: false,
    sucursal: 'Bogotá Norte',
    descripcion: 'psicóloga de selección (4 clientes)',
  },
  {
    username: 'ejecutivo',
    firstName: 'Esteban',
    lastName: 'Mejía Duarte',
    grupos: [GRUPO_STAFF, GRUPO_EJECUTIVOS_LIDER],
    clientes: ['900123456', '890301234', '860012345', '802004567', '900876543'],
    esStaffCliente: false,
    sucursal: 'Medellín',
    descripcion: 'Ejecutivos_Lider (5 clientes)',
  },
  {
    username: 'reclutador',
    firstName: 'Ricardo',
    lastName: 'Vargas Peña',
    grupos: [GRUPO_STAFF, GRUPO_RECLUTADORES],
    clientes: ['900123456', '901234567', '901567890'],
    esStaffCliente: false,
    sucursal: 'Cali',
    descripcion: 'reclutador (3 clientes)',
  },
  {
    username: 'gerente',
    firstName: 'Gloria',
    lastName: 'Cárdenas Ruiz',
    grupos: [GRUPO_STAFF, GRUPO_GERENTE_SUCURSAL],
    clientes: [],
    esStaffCliente: false,
    sucursal: 'Barranquilla',
    descripcion: 'Gerente_Sucursal (todos los clientes)',
  },
  {
    username: 'cliente',
    firstName: 'Camila',
    lastName: 'Torres (La Sabana)',
    grupos: [GRUPO_STAFF_CLIENTE],
    clientes: ['900123456'],
    esStaffCliente: true,
    descripcion: 'portal cliente: Distribuidora La Sabana S.A.S.',
  },
  {
    username: 'cliente2',
    firstName: 'Carlos',
    lastName: 'Herrera (Textiles)',
    grupos: [GRUPO_STAFF_CLIENTE],
    clientes: ['890301234'],
    esStaffCliente: true,
    descripcion: 'portal cliente: Textiles del Valle S.A.',
  },
];
