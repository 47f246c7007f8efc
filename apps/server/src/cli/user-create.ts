// Creates (or updates) a production user: npm run user:create -- --usuario ana --nombre Ana --apellido Ruiz
//   --correo ana@empresa.co --grupos atrabajarstaff,Jefes_de_Operaciones [--clientes 900123456,800111222] [--cliente-staff]
// The password is read from the TALENTO_NUEVA_CLAVE environment variable or asked on the terminal.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '@talento/api';
import { crearOActualizarUsuario } from '@talento/db';
import { LONGITUD_CONTRASENA } from '@talento/rules';
import { openDatabase } from '../database';
import { readEnv } from '../env';
import { createLogger } from '../logger';
import { problemaDeClaveCli, validarUsuarioCli } from './user-create-entrada';

const { values } = parseArgs({
  options: {
    usuario: { type: 'string' },
    nombre: { type: 'string', default: '' },
    apellido: { type: 'string', default: '' },
    correo: { type: 'string', default: '' },
    grupos: { type: 'string', default: 'atrabajarstaff' },
    clientes: { type: 'string', default: '' },
    'cliente-staff': { type: 'boolean', default: false },
  },
});
if (!values.usuario) {
  console.error('Falta --usuario');
  process.exit(2);
}
const entrada = validarUsuarioCli(values);
if (!entrada.ok) {
  for (const error of entrada.errores) console.error(error);
  process.exit(2);
}
const { usuario, nombre, apellido, correo } = entrada.datos;
let clave = process.env.TALENTO_NUEVA_CLAVE ?? '';
if (!clave) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  clave = await rl.question(`Contraseña (mínimo ${LONGITUD_CONTRASENA.min} caracteres): `);
  rl.close();
}
const problema = problemaDeClaveCli(clave, entrada.datos);
if (problema) {
  console.error(problema);
  process.exit(2);
}
const env = readEnv();
const db = await openDatabase(env, createLogger('warn'));
try {
  const id = await crearOActualizarUsuario(db.orm.em.fork(), {
    username: usuario,
    firstName: nombre,
    lastName: apellido,
    email: correo,
    passwordHash: await hashPassword(clave),
    grupos: values.grupos
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean),
    documentosClientes: values.clientes
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    esStaffCliente: values['cliente-staff'],
  });
  console.log(`Usuario ${usuario} guardado (id ${id}).`);
} finally {
  await db.close();
}
