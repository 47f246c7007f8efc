import { MENSAJES_VETADOS } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

const hoy = () =>
  new Intl.DateTimeFormat('es-CO', {
    timeZone: 'America/Bogota',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

test.describe('[VETADOS] candidatos vetados por un cliente', () => {
  test('[VETADOS] el jefe veta a una persona para La Sabana (con validaciones), la ve en la lista, es rechazada al agregarla a un pedido de La Sabana y quita el veto', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const persona = await fabricas.hojaDeVida();
    const pedido = await fabricas.pedido({ estado: 2 });
    await entrar('jefe', '/candidatos/vetados');
    await expect(page.getByRole('heading', { name: 'Candidatos vetados', level: 1 })).toBeVisible();

    // Both fields required; an unknown document says so under its field; nothing is written.
    await page.getByRole('button', { name: 'Vetar candidato' }).click();
    const modal = page.getByRole('dialog', { name: 'Vetar candidato' });
    await modal.getByRole('button', { name: 'Vetar', exact: true }).click();
    await expect(modal.getByLabel('Número de documento')).toHaveAccessibleDescription(/Campo requerido/);
    await expect(modal.getByLabel('Cliente')).toHaveAccessibleDescription(/Campo requerido/);
    await expect(modal.getByLabel('Número de documento')).toBeFocused();
    await modal.getByLabel('Número de documento').fill('000000001');
    await modal.getByLabel('Cliente').fill('Saba');
    await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
    await modal.getByRole('button', { name: 'Vetar', exact: true }).click();
    await expect(modal.getByLabel('Número de documento')).toHaveAccessibleDescription(
      new RegExp(MENSAJES_VETADOS.noEncontrado),
    );

    await modal.getByLabel('Número de documento').fill(persona.documento);
    await modal.getByLabel('Motivo').fill('Abandonó el puesto sin aviso');
    await modal.getByRole('button', { name: 'Vetar', exact: true }).click();
    await expect(enPantalla(page, MENSAJES_VETADOS.vetado)).toBeVisible();
    await expect(modal).toBeHidden();

    // Listed with who and when; the search by document finds it.
    await page.getByLabel('Documento o nombre').fill(persona.documento);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Candidatos vetados' });
    const fila = tabla.getByRole('row').filter({ hasText: persona.documento });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText(persona.nombre);
    await expect(fila).toContainText('Distribuidora La Sabana');
    await expect(fila).toContainText('Abandonó el puesto sin aviso');
    await expect(fila).toContainText(hoy());
    const autor = (await fila.getByRole('cell').nth(5).textContent())?.trim() ?? '';
    expect(autor.length).toBeGreaterThan(3);

    // Adding the barred person to a La Sabana order is refused, naming who barred them and when.
    await page.goto(`/pedido-detail/${pedido.id}`);
    const pre = page.getByRole('region', { name: /^Preseleccionados/ });
    await pre.getByRole('button', { name: 'Agregar candidato' }).click();
    const agregar = page.getByRole('dialog', { name: 'Agregar candidato' });
    await agregar.getByLabel('Número de documento').fill(persona.documento);
    await agregar.getByRole('button', { name: 'Buscar' }).click();
    await agregar
      .getByRole('region', { name: 'Candidato encontrado' })
      .getByRole('button', { name: 'Agregar', exact: true })
      .click();
    await expect(enPantalla(page, MENSAJES_VETADOS.vetadoParaCliente(autor, new Date()))).toBeVisible();
    await agregar.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(pre.getByRole('listitem', { name: persona.nombre })).toHaveCount(0);

    // Lifting the bar, after confirming.
    await page.goto('/candidatos/vetados');
    await page.getByLabel('Documento o nombre').fill(persona.documento);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page
      .getByRole('button', { name: `Quitar veto de ${persona.nombre} para Distribuidora La Sabana S.A.S.` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar veto' }).click();
    await expect(enPantalla(page, MENSAJES_VETADOS.quitado)).toBeVisible();
    await expect(tabla.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(0);
  });
});
