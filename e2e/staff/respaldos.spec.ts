import { stat } from 'node:fs/promises';
import { migrationsList } from '@talento/db';
import { MENSAJES_PENDIENTES, MENSAJES_RESPALDOS, TEXTOS_AVISO_RESPALDO } from '@talento/rules';
import { aviso } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import { ingresarEn, iniciarServidorEmbebido, type ServidorEmbebido } from '../support/servidor/embebido';

/**
 * Administración › Respaldos (issue 37 §5–6). On the e2e server (DATABASE_URL) the screen only says backups are the
 * database operator's. On a server with its own embedded PostgreSQL: the administrator is warned on "Mis pendientes"
 * while there is no verified backup, asks for one with "Respaldar ahora" (confirmed), sees its state after a reload,
 * and once it ends verified the backup is listed, downloadable, the restore command names it and the warning is gone.
 */
test.describe('[ADMIN] respaldos', () => {
  test.describe('con una base externa', () => {
    test.use({ usuario: 'admin' });

    test('dice que los respaldos son del operador y no ofrece respaldar', async ({ page }) => {
      await page.goto('/administracion/respaldos');
      await expect(page.getByRole('heading', { name: 'Respaldos', level: 1 })).toBeVisible();
      await expect(page.getByRole('note')).toHaveText(MENSAJES_RESPALDOS.baseExterna);
      await expect(page.getByRole('button', { name: 'Respaldar ahora' })).toHaveCount(0);
      await expect(
        page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Respaldos' }),
      ).toBeVisible();
    });
  });

  test.describe('con PostgreSQL embebido', () => {
    let servidor: ServidorEmbebido;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      servidor = await iniciarServidorEmbebido();
    });
    test.afterAll(async () => {
      await servidor?.detener();
    });

    test('respaldar ahora, su estado tras recargar, la descarga y el aviso de Mis pendientes', async ({
      paginaDe,
    }) => {
      test.setTimeout(240_000);
      const page = await paginaDe(null);
      await ingresarEn(page, servidor.base, 'admin');
      await page.goto(`${servidor.base}/`);
      await expect(
        page.getByRole('alert').filter({ hasText: TEXTOS_AVISO_RESPALDO.sin_respaldo }),
      ).toBeVisible();

      await page.goto(`${servidor.base}/administracion/respaldos`);
      await expect(page.getByRole('table', { name: 'Respaldos' })).toContainText(
        MENSAJES_RESPALDOS.sinRespaldos,
      );
      await page.getByRole('button', { name: 'Respaldar ahora' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Respaldar ahora' });
      await expect(dialogo).toContainText(MENSAJES_RESPALDOS.confirmar);
      await dialogo.getByRole('button', { name: 'Respaldar' }).click();
      await expect(aviso(page, MENSAJES_RESPALDOS.encolado)).toBeVisible();

      // The state is the server's: after a reload the run is still there, in the user's name.
      await page.reload();
      const estado = page.getByRole('status').filter({ hasText: 'Último respaldo pedido' });
      await expect(estado).toContainText('por admin');
      await expect(estado.getByTestId('estado-respaldo')).toHaveText(/En cola|En curso|Terminado/);
      // The page re-reads while the run goes on; a backup of the demo and its verification take a while.
      await expect(estado.getByTestId('estado-respaldo')).toHaveText('Terminado', { timeout: 180_000 });
      await expect(page.getByRole('button', { name: 'Respaldar ahora' })).toBeEnabled();

      const tabla = page.getByRole('table', { name: 'Respaldos' });
      await expect(tabla.getByRole('row')).toHaveCount(2);
      const fila = tabla.getByRole('row').nth(1);
      await expect(fila).toContainText('Verificado');
      await expect(fila).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await expect(fila).toContainText(/\d+(,\d)? MB/);
      // The backup records the last migration applied: the newest of the product's list.
      await expect(fila).toContainText(migrationsList.at(-1)!.name);
      const boton = fila.getByRole('button', { name: /^Descargar el respaldo / });
      const nombre = ((await boton.getAttribute('aria-label')) ?? '').replace('Descargar el respaldo ', '');
      await expect(page.getByTestId('comando-restaurar')).toHaveText(
        `npm run restaurar -- ${servidor.respaldos}/${nombre}`,
      );
      await expect(page.getByTestId('comando-restaurar-hasta')).toHaveText(
        new RegExp(
          `^npm run restaurar -- ${servidor.respaldos}/${nombre} --hasta "\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}"$`,
        ),
      );

      const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
      expect(descarga.suggestedFilename()).toBe(`talento-respaldo-${nombre}.tar.gz`);
      const guardado = await descarga.path();
      const original = await stat(`${servidor.respaldos}/${nombre}/datos.tar.gz`);
      expect((await stat(guardado)).size).toBe(original.size);

      await page.goto(`${servidor.base}/administracion/auditoria`);
      await expect(page.getByRole('table', { name: 'Auditoría' })).toContainText(`respaldo #${nombre}`);

      await page.goto(`${servidor.base}/`);
      await expect(page.getByRole('region', { name: MENSAJES_PENDIENTES.pedidosVencidos })).toBeVisible();
      await expect(page.getByText(TEXTOS_AVISO_RESPALDO.sin_respaldo)).toHaveCount(0);
    });
  });
});
