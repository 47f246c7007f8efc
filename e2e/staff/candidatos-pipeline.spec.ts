import { expect, test } from '../support/fixtures';
import { enPantalla } from '../support/avisos';

test.describe('[CANDIDATOS] pipeline del pedido (staff)', () => {
  test('[CANDIDATOS] el jefe agrega por documento, selecciona, valida, agenda y aprueba entrevista, y ve los eventos', async ({ page, entrar, fabricas }) => {
    test.setTimeout(90_000);
    await entrar('jefe');
    const enSeleccion = await fabricas.pedidoEnSeleccion();
    const pedido = { id: enSeleccion.id };
    const enviado = enSeleccion.enviados[0]!.persona;
    const libre = await fabricas.personaSeleccionable(pedido.id);
    await page.goto(`/pedido-detail/${pedido.id}`);
    const pre = page.getByRole('region', { name: /^Preseleccionados/ });
    const sel = page.getByRole('region', { name: /^Seleccionados/ });
    const registro = page.getByRole('region', { name: 'Registro de acciones' });
    await expect(pre).toBeVisible();

    // Add a registered person by document.
    await pre.getByRole('button', { name: 'Agregar candidato' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar candidato' });
    await modal.getByLabel('Número de documento').fill('000000001');
    await modal.getByRole('button', { name: 'Buscar' }).click();
    await expect(enPantalla(modal, 'No se encontró el candidato')).toBeVisible();
    await modal.getByLabel('Número de documento').fill(libre.documento);
    await modal.getByRole('button', { name: 'Buscar' }).click();
    const tarjeta = modal.getByRole('region', { name: 'Candidato encontrado' });
    await expect(tarjeta).toContainText(libre.nombre);
    await expect(tarjeta).toContainText('Disponibilidad: Libre');
    await tarjeta.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(enPantalla(page, 'Candidato agregado exitosamente')).toBeVisible();
    await expect(modal).toBeHidden();
    const fila = pre.getByRole('listitem', { name: libre.nombre });
    await expect(fila.getByTestId('estado-candidato')).toHaveText('Agregado a pedido');
    await expect(registro.getByRole('listitem').first()).toContainText(`Candidato movido de pool · Preseleccionado · ${libre.nombre}`);

    // Search box of the panel.
    await pre.getByRole('searchbox').fill(libre.documento);
    await expect(pre.getByRole('listitem')).toHaveCount(1);
    await pre.getByRole('searchbox').fill('');

    // Select it (the jefe is a super user).
    await fila.getByRole('button', { name: 'Seleccionar' }).click();
    await expect(enPantalla(page, 'El candidato ha sido seleccionado')).toBeVisible();
    await expect(sel.getByRole('listitem', { name: libre.nombre })).toBeVisible();
    await expect(pre.getByRole('listitem', { name: libre.nombre })).toHaveCount(0);
    await expect(registro.getByRole('listitem').first()).toContainText(`Candidato movido de pool · Preseleccionado → Seleccionado · ${libre.nombre}`);

    // Validate a candidate sent to the client, schedule the interview, approve it.
    const otro = sel.getByRole('listitem', { name: enviado.nombre });
    await expect(otro.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
    await otro.getByRole('button', { name: 'Validar' }).click();
    await expect(enPantalla(page, 'El candidato fue validado')).toBeVisible();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('Validado por cliente');
    await expect(registro.getByRole('listitem').first()).toContainText(`Enviado a cliente → Validado por cliente · ${enviado.nombre}`);

    await otro.getByRole('button', { name: 'Agendar entrevista' }).click();
    const entrevista = page.getByRole('dialog', { name: /Agendar entrevista/ });
    await entrevista.getByRole('button', { name: 'Agendar entrevista' }).click();
    await expect(enPantalla(entrevista, 'Debe seleccionar la fecha de entrevista')).toBeVisible();
    const d = new Date();
    d.setDate(d.getDate() + 2);
    const texto = `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()} 10:30`;
    await entrevista.getByLabel('Fecha de entrevista').fill(texto);
    await entrevista.getByLabel('Fecha de entrevista').press('Tab');
    await entrevista.getByRole('button', { name: 'Agendar entrevista' }).click();
    await expect(enPantalla(page, 'Entrevista agendada')).toBeVisible();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('En entrevista con cliente');
    await expect(otro).toContainText(`Entrevista: ${texto}`);

    await otro.getByRole('button', { name: 'Aprobar entrevista' }).click();
    await expect(enPantalla(page, 'El candidato pasó a contratación')).toBeVisible();
    await expect(otro.getByTestId('estado-candidato')).toHaveText('En contratación');
    await otro.getByRole('button', { name: 'Orden de contratación' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('En construcción');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    const eventos = registro.getByRole('listitem');
    await expect(eventos.nth(0)).toContainText(`En entrevista con cliente → En contratación · ${enviado.nombre}`);
    await expect(eventos.nth(1)).toContainText(`Validado por cliente → En entrevista con cliente · ${enviado.nombre}`);
    await expect(eventos.nth(0)).toContainText('Juliana Restrepo Gómez');
  });
});
