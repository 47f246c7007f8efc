import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CREADOR_SISTEMA, MENSAJES_BORRADOR_AUTOMATICO } from '@talento/rules';
import { crearClienteApi } from '../support/api/cliente-trpc';
import { iniciarSesionApi } from '../support/api/sesion-api';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import { ingresarEn, iniciarServidorEmbebido, type ServidorEmbebido } from '../support/servidor/embebido';

/**
 * Issue 35 §1: the daily stock job's automatic drafts. The job runs for real (its command, `npm run stock:mantener`)
 * on a server with its own database, so the drafts it raises for the demo's stock profiles never reach the other
 * specs' e2e server. A stock profile with automatic orders and an empty pool gets a draft marked "Creado
 * automáticamente … por nivel muy bajo", created by the system; "Aprobar" is refused, under the fields a person must
 * complete, and the draft stays a draft.
 */
const STOCK_MANTENER = fileURLToPath(new URL('../../apps/server/dist/stock-mantener.js', import.meta.url));

let servidor: ServidorEmbebido;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  servidor = await iniciarServidorEmbebido();
});
test.afterAll(async () => {
  await servidor?.detener();
});

/** The daily stock job, once, as `npm run stock:mantener` runs it against the server's database. */
async function correrTrabajoStock(url: string): Promise<void> {
  const hijo = spawn(process.execPath, [STOCK_MANTENER], {
    env: {
      DATABASE_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PATH: '/usr/local/bin:/usr/bin:/bin',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  hijo.stderr.on('data', (d: Buffer) => (salida += d.toString()));
  const codigo = await new Promise<number | null>((resolve) => hijo.once('exit', resolve));
  if (codigo !== 0) throw new Error(`stock:mantener terminó con ${codigo}: ${salida}`);
}

test.describe('[STOCK] borradores automáticos', () => {
  test('marcados «Creado automáticamente», del sistema, y no aprobables hasta completarlos', async ({
    paginaDe,
  }) => {
    test.setTimeout(180_000);
    const url = await servidor.urlBase();
    const base = new pg.Pool({ connectionString: url, max: 1 });
    try {
      // An approved profile of La Sabana and a city with neither a stock nor a current stock order for it.
      const { rows } = await base.query<{ clienteId: number; perfilId: number; ciudadId: number }>(
        `select c.id as "clienteId", pf.id as "perfilId", ci.id as "ciudadId"
           from cliente c join perfil pf on pf.cliente_id = c.id and pf.estado_perfil = 2 cross join ciudad ci
          where c.numero_documento = '900123456'
            and not exists (select 1 from perfil_stock ps where ps.perfil_id = pf.id and ps.ciudad_id = ci.id)
            and not exists (select 1 from pedido p where p.es_stock and p.estado_pedido not in (0, 5)
                             and p.perfil_seleccion_id = pf.id and p.ciudad_id = ci.id)
          order by pf.id, ci.id limit 1`,
      );
      const par = rows[0];
      if (!par) throw new Error('La demostración no tiene un perfil y una ciudad sin stock');
      const sesion = await iniciarSesionApi(servidor.base, 'jefe');
      const api = crearClienteApi({ base: servidor.base, portal: 'staff', cookie: sesion.cookie });
      const perfilStock = await api.stockPerfiles.crear.mutate({
        ...par,
        vigencia: 30,
        meta: 20,
        media: 10,
        baja: 5,
        pedidoAutomatico: true,
      });

      await correrTrabajoStock(url);
      const borrador = await base.query<{ id: number }>(
        `select p.id from pedido p join perfil_stock ps on ps.perfil_id = p.perfil_seleccion_id and ps.ciudad_id = p.ciudad_id
          where ps.id = $1 and p.es_stock and p.estado_pedido = 1`,
        [perfilStock.id],
      );
      const id = borrador.rows[0]?.id;
      if (!id) throw new Error('El trabajo de stock no creó el borrador');

      const page = await paginaDe(null);
      await ingresarEn(page, servidor.base, 'jefe');
      await page.goto(`${servidor.base}/stock/pedidos-dashboard`);
      // The stage cards (the table is some users' default view).
      await page.getByRole('button', { name: 'Etapas' }).click();
      const tarjeta = page.getByTestId(`tarjeta-pedido-stock-${id}`);
      await expect(tarjeta).toContainText(/Creado automáticamente el \d{2}\/\d{2}\/\d{4} por nivel muy bajo/);
      await expect(tarjeta).toContainText(CREADOR_SISTEMA);
      // What an ordinary card shows too: days remaining of the search, type and branch, tests.
      await expect(tarjeta.getByTestId('dias-restantes')).toBeVisible();
      await expect(tarjeta.getByTestId('tipo-sucursal')).toBeVisible();
      await expect(tarjeta.getByTestId('pruebas-pedido')).toContainText('Pruebas:');

      await tarjeta.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/stock/pedidos-edit/${id}$`));
      await expect(page.getByTestId('aviso-automatico')).toContainText(
        'Complete los datos marcados «Por definir» y el auxilio pedido antes de aprobarlo.',
      );
      await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Aprobar pedido de stock' })
        .getByRole('button', { name: 'Aprobar pedido' })
        .click();
      await expect(enPantalla(page, MENSAJES_BORRADOR_AUTOMATICO.completar).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/stock/pedidos-edit/${id}$`));
      const estado = await base.query<{ estado_pedido: number }>(
        'select estado_pedido from pedido where id = $1',
        [id],
      );
      expect(estado.rows[0]?.estado_pedido).toBe(1);
    } finally {
      await base.end();
    }
  });
});
