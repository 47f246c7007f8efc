// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampoDinero } from './campo-dinero';
import { CampoNumero } from './campo-numero';
import { posicionTrasDigitos, type ValorNumerico } from './entrada-numerica';

afterEach(cleanup);

/** Holds the value like a form does and shows what the form has (type and value). */
function Con({ tipo, inicial, vacio }: { tipo: 'dinero' | 'numero'; inicial?: ValorNumerico; vacio?: null }) {
  const [valor, setValor] = useState<ValorNumerico>(inicial);
  const Campo = tipo === 'dinero' ? CampoDinero : CampoNumero;
  return (
    <>
      <Campo etiqueta="Valor" valor={valor} onChange={setValor} vacio={vacio} />
      <output data-testid="valor">{`${typeof valor}:${String(valor)}`}</output>
    </>
  );
}

const campo = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Valor' });
const valor = () => screen.getByTestId('valor').textContent;

describe('CampoDinero', () => {
  it('muestra separadores de miles colombianos y el signo $, sin decimales; el formulario recibe un número', async () => {
    render(<Con tipo="dinero" />);
    await userEvent.type(campo(), '1234567');
    expect(campo().value).toBe('$1.234.567');
    expect(valor()).toBe('number:1234567');
  });

  it('lo pegado con formato ("$ 2.500.000") se lee como número; vacío vuelve al valor vacío del formulario', async () => {
    render(<Con tipo="dinero" inicial={1500000} vacio={null} />);
    expect(campo().value).toBe('$1.500.000');
    await userEvent.clear(campo());
    expect(campo().value).toBe('');
    expect(valor()).toBe('object:null');
    await userEvent.click(campo());
    await userEvent.paste('$ 2.500.000');
    expect(valor()).toBe('number:2500000');
    expect(campo().value).toBe('$2.500.000');
  });

  it('guarda a lo sumo 10 dígitos, como el maxlength del formulario anterior', async () => {
    render(<Con tipo="dinero" />);
    await userEvent.type(campo(), '123456789012');
    expect(valor()).toBe('number:1234567890');
    expect(campo().value).toBe('$1.234.567.890');
  });

  it('al borrar un dígito en medio el cursor se queda tras los mismos dígitos', async () => {
    render(<Con tipo="dinero" inicial={1234567} />);
    const el = campo();
    el.focus();
    // Caret right after "1.234" ("$1.234|.567"): Backspace removes the 4.
    el.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    expect(valor()).toBe('number:123567');
    expect(el.value).toBe('$123.567');
    expect(el.selectionStart).toBe(4);
  });

  it('posicionTrasDigitos cuenta solo dígitos', () => {
    expect(posicionTrasDigitos('$1.234.567', 4)).toBe(6);
    expect(posicionTrasDigitos('$1.234.567', 0)).toBe(1);
    expect(posicionTrasDigitos('$1.234', 9)).toBe(6);
  });
});

describe('CampoNumero', () => {
  it('acepta solo dígitos y entrega un número; vacío entrega undefined', async () => {
    render(<Con tipo="numero" inicial={2} />);
    expect(campo().value).toBe('2');
    expect(campo().getAttribute('inputmode')).toBe('numeric');
    await userEvent.clear(campo());
    expect(valor()).toBe('undefined:undefined');
    await userEvent.type(campo(), '1a5');
    expect(valor()).toBe('number:15');
    expect(campo().value).toBe('15');
  });
});
