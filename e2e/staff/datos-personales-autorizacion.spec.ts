import type pg from 'pg';
import { MENSAJES_DATOS_PERSONALES as M } from '@talento/rules';
import { aviso } from '../support/avisos';
import { expect, test } from '../support/fixtures';

const TEXTO_AVISO = `Talento S.A.S. trata los datos personales de los candidatos para sus procesos de selección y contratación (Ley 1581 de 2012). ${'Usted puede conocer, actualizar, rectificar y suprimir sus datos, pedir prueba de esta autorización y revocarla. '.repeat(2)}`;

/** The link of the latest authorisation e-mail to an address, read from its outbox row (no SMTP in this project). */
async function enlaceEnviadoA(base: pg.Pool, email: string): Promise<string> {
  const { rows } = await base.query<{ texto: string }>(
    `select payload->>'texto' as texto from mensaje_saliente where destino = $1 and payload->>'texto' like '%/autorizacion-datos/%' order by id desc limit 1`,
    [email],
  );
  const enlace = /https?:\/\/\S+\/autorizacion-datos\/[a-z2-7]{26}/.exec(rows[0]?.texto ?? '')?.[0];
  if (!enlace) throw new Error(`sin enlace de autorización para ${email}`);
  expect(rows[0]!.texto).toContain('/aviso-privacidad');
  return new URL(enlace).pathname;
}

test.describe('[DATOS] protección de datos personales', () => {
  test('[DATOS] el administrador publica el aviso; el candidato recibe el enlace, acepta y revoca; la hoja de vida lo marca', async ({
    page,
    browser,
    entrar,
    fabricas,
    base,
  }) => {
    test.setTimeout(90_000);
    // A new version of the privacy notice, from Administración.
    await entrar('admin', '/datos-personales/aviso');
    await expect(page.getByRole('heading', { name: 'Aviso de privacidad', level: 1 })).toBeVisible();
    const texto = `${TEXTO_AVISO}Revisión ${Date.now()}.`;
    await page.getByLabel('Texto del aviso').fill(texto);
    await page.getByRole('button', { name: 'Publicar nueva versión' }).click();
    await expect(aviso(page, 'Aviso de privacidad publicado: versión')).toBeVisible();
    const version = Number(
      /versión (\d+)/.exec(await aviso(page, 'Aviso de privacidad publicado').innerText())?.[1],
    );
    await expect(
      page.getByRole('table', { name: 'Versiones del aviso' }).getByRole('row').nth(1),
    ).toContainText(String(version));

    // The CV marks a person without authorisation and sends the link.
    const persona = await fabricas.hojaDeVida({ nombre: 'Lucía' });
    await entrar('jefe', `/hv/${persona.id}`);
    const panel = page.getByRole('region', { name: 'Autorización de datos' });
    await expect(panel.getByTestId('autorizacion-datos')).toHaveText(M.sinAutorizacionHv);
    await panel.getByRole('button', { name: 'Enviar enlace de autorización' }).click();
    await expect(aviso(page, M.enlaceEnviado(persona.email))).toBeVisible();
    const ruta = await enlaceEnviadoA(base, persona.email);

    // The person, without any session, reads the notice and accepts.
    const contexto = await browser.newContext();
    const publica = await contexto.newPage();
    await publica.goto(ruta);
    await expect(
      publica.getByRole('heading', { name: 'Autorización de tratamiento de datos personales' }),
    ).toBeVisible();
    await expect(publica.getByRole('article', { name: 'Aviso de privacidad' })).toContainText(`Revisión`);
    await expect(
      publica.getByText(`Hola Lucía: lea el aviso de privacidad (versión ${version})`),
    ).toBeVisible();
    await publica.getByRole('button', { name: 'Acepto el aviso de privacidad' }).click();
    await expect(publica.getByRole('status').filter({ hasText: M.aceptada })).toBeVisible();
    await expect(publica.getByRole('button', { name: 'Acepto el aviso de privacidad' })).toHaveCount(0);

    await page.reload();
    await expect(panel.getByTestId('autorizacion-datos')).toHaveText('Autorización vigente');
    await expect(panel.getByRole('list', { name: 'Historial de autorizaciones' })).toContainText(
      `Enlace web`,
    );
    await expect(panel.getByRole('button', { name: 'Enviar enlace de autorización' })).toHaveCount(0);

    // From the same link the person revokes.
    await publica.getByRole('button', { name: 'Revocar mi autorización' }).click();
    await expect(publica.getByRole('status').filter({ hasText: M.revocada })).toBeVisible();
    await expect(publica.getByText(M.aceptada)).toHaveCount(0);
    await expect(publica.getByRole('button', { name: 'Revocar mi autorización' })).toHaveCount(0);
    await contexto.close();

    await page.reload();
    await expect(panel.getByTestId('autorizacion-datos')).toHaveText(M.sinAutorizacionHv);
    await expect(panel.getByRole('list', { name: 'Historial de autorizaciones' })).toContainText(
      'Revocada el',
    );
    await expect(panel.getByRole('button', { name: 'Enviar enlace de autorización' })).toBeVisible();

    // The search marks the person too.
    await page.goto('/busqueda-palabra');
    await page.getByLabel('Palabras').fill(persona.documento);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('sin-autorizacion')).toHaveText('Sin autorización de datos');
  });

  test('[DATOS] una consulta recibida el viernes antes de un festivo vence a los 10 días hábiles', async ({
    page,
    entrar,
  }) => {
    test.setTimeout(60_000);
    await entrar('admin', '/datos-personales/solicitudes');
    await expect(page.getByRole('heading', { name: 'Solicitudes de titulares', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Registrar solicitud' }).click();
    const modal = page.getByRole('dialog', { name: 'Registrar solicitud' });
    await modal.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(modal.getByLabel('Nombre del titular')).toHaveAccessibleDescription(/Campo requerido/);

    const documento = `9${Date.now() % 1_000_000_000}`;
    await modal.getByLabel('Tipo').selectOption({ label: 'Consulta' });
    await modal.getByLabel('Qué pide').selectOption({ label: 'Conocer sus datos' });
    await modal.getByLabel('Nombre del titular').fill('Marta Lucía Gómez');
    await modal.getByLabel('Documento del titular').fill(documento);
    await modal.getByLabel('Quién la presenta').fill('Marta Lucía Gómez');
    await modal.getByLabel('En calidad de').selectOption({ label: 'Titular' });
    await modal.getByLabel('Cómo se recibió').selectOption({ label: 'Correo electrónico' });
    await modal.getByLabel('Correo o teléfono de respuesta').fill('marta@correo.test');
    // Friday 9 January 2026; Monday the 12th is the Reyes holiday (moved from the 6th).
    await modal.getByLabel('Fecha de recibo').fill('09/01/2026');
    await modal.getByLabel('Fecha de recibo').press('Tab');
    await modal.getByLabel('Detalle de la solicitud').fill('Pide conocer qué datos suyos tiene la agencia.');
    await modal.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(aviso(page, 'Solicitud registrada: vence el 26/01/2026')).toBeVisible();

    await page.getByLabel('Titular o documento').fill(documento);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const fila = page.getByRole('row').filter({ hasText: documento });
    await expect(fila).toContainText('09/01/2026');
    await expect(fila).toContainText('26/01/2026');
    await expect(fila).toContainText('Recibida');
  });
});
