import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './estilos.css';
import { Proveedores } from './proveedores';
import { BASE_RUTAS, precargarRutaActual, Rutas } from './rutas';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
/** The longest the first render waits for the page's code; past it the shell shows, with its loading ring, as before. */
const ESPERA_CODIGO_PAGINA_MS = 1_500;

// Before the first render: the page's chunk and data start with the session check (rutas.tsx). The first render waits
// for the page's code (index.html shows the loading ring meanwhile): rendered earlier, the page would suspend, show
// its fallback and then be held back by React's reveal throttle (300 ms) after the code arrived (issue 39). A download
// that stalls does not keep the portal blank: the shell comes after ESPERA_CODIGO_PAGINA_MS and says what it says.
const plazo = new Promise<void>((listo) => setTimeout(listo, ESPERA_CODIGO_PAGINA_MS));
void Promise.race([precargarRutaActual(), plazo]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Proveedores>
        <BrowserRouter basename={BASE_RUTAS}>
          <Rutas />
        </BrowserRouter>
      </Proveedores>
    </StrictMode>,
  ),
);
