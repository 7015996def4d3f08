// What chrome://gpu says for a set of Chromium flags: how the compositor and WebGL run and which GL
// renderer the GPU process uses (SwiftShader or a real GPU), and what a page's WebGL 2 context reports.
// Used by bench/map.ts to record, beside each configuration's figures, that WebGL is still SwiftShader.
import { chromium } from '@playwright/test';

export type GpuStatus = {
  compositing: string;
  webgl: string;
  glRenderer: string;
  webglRenderer: string;
  parallelShaderCompile: boolean;
};

const feature = (text: string, name: string) =>
  text.match(new RegExp(`\\*\\s*${name}:\\s*([^*\\n]+?)\\s*(?=\\*|\\n|$)`))?.[1]?.trim() ?? 'unknown';

export async function chromeGpuStatus(chromePath: string, args: string[]): Promise<GpuStatus> {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://gpu');
    await page.waitForFunction(() => {
      const view = document.querySelector('info-view');
      return (view?.shadowRoot?.textContent ?? '').includes('GL_RENDERER');
    });
    const text = await page.evaluate(
      () => document.querySelector('info-view')?.shadowRoot?.textContent ?? '',
    );
    const context = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return { renderer: 'no WebGL 2', parallel: false };
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return {
        renderer: String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)),
        parallel: gl.getExtension('KHR_parallel_shader_compile') !== null,
      };
    });
    return {
      compositing: feature(text, 'Compositing'),
      webgl: feature(text, 'WebGL'),
      glRenderer:
        text.match(/GL_RENDERER\s*:?\s*(ANGLE \([^\n]*?\)\)?[^\n]*?)(?=GL_VERSION|\n|$)/)?.[1]?.trim() ??
        'unknown',
      webglRenderer: context.renderer,
      parallelShaderCompile: context.parallel,
    };
  } finally {
    await browser.close();
  }
}
