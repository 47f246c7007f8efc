// Child process of the pedidos bench: the real HTTP application on its own event loop (as in production),
// so the load generator does not share the server's thread. Prints "PUERTO <n>" when listening.
import { createOrm } from '@talento/db';
import { iniciarServidor } from './servidor-http';

const url = process.argv[2];
if (!url) throw new Error('Falta la URL de la base de datos');
const orm = await createOrm({ clientUrl: url });
const servidor = await iniciarServidor(orm);
console.log(`PUERTO ${new URL(servidor.base).port}`);
process.once('SIGTERM', () => {
  void servidor
    .cerrar()
    .then(() => orm.close(true))
    .finally(() => process.exit(0));
});
