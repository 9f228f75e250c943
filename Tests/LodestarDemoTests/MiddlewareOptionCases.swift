// Expected results computed by Floating UI core 1.8.0 for the same problems.

import Testing

/// One middleware option exercised alone or in a small stack, with Floating UI's result.
struct MiddlewareOptionCase: CustomTestStringConvertible, Sendable {
  var name: String
  var problem: String
  var expected: String
  var testDescription: String { name }
}

/// Every middleware option, with the results Floating UI core 1.8.0 computes.
let middlewareOptionCases: [MiddlewareOptionCase] = [
  MiddlewareOptionCase(
    name: "offset number mainAxis on top",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 10}]}"#,
    expected: #"{"x":-15,"y":100,"placement":"top"}"#
  ),
  MiddlewareOptionCase(
    name: "offset crossAxis on bottom",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 4, "crossAxis": 7}]}"#,
    expected: #"{"x":-8,"y":244,"placement":"bottom"}"#
  ),
  MiddlewareOptionCase(
    name: "offset crossAxis negated in rtl",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": true, "middleware": [{"name": "offset", "crossAxis": 7}]}"#,
    expected: #"{"x":-22,"y":240,"placement":"bottom"}"#
  ),
  MiddlewareOptionCase(
    name: "offset alignmentAxis on start",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "right-start", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 3, "alignmentAxis": 5}]}"#,
    expected: #"{"x":90,"y":205,"placement":"right-start"}"#
  ),
  MiddlewareOptionCase(
    name: "offset alignmentAxis inverted on end",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "left-end", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 3, "alignmentAxis": 5}]}"#,
    expected: #"{"x":-120,"y":145,"placement":"left-end"}"#
  ),
  MiddlewareOptionCase(
    name: "offset alignmentAxis ignored when centred",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "left", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 3, "alignmentAxis": 5}]}"#,
    expected: #"{"x":-120,"y":178,"placement":"left"}"#
  ),
  MiddlewareOptionCase(
    name: "flip main axis to top",
    problem:
      #"{"reference": {"x": 30, "y": 260, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 8}, {"name": "flip"}]}"#,
    expected: #"{"x":-15,"y":162,"placement":"top"}"#
  ),
  MiddlewareOptionCase(
    name: "flip mainAxis false keeps bottom",
    problem:
      #"{"reference": {"x": 30, "y": 260, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "flip", "mainAxis": false, "crossAxis": false}]}"#,
    expected: #"{"x":-15,"y":300,"placement":"bottom"}"#
  ),
  MiddlewareOptionCase(
    name: "flip crossAxis alignment end",
    problem:
      #"{"reference": {"x": 250, "y": 20, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "flip"}]}"#,
    expected: #"{"x":160,"y":60,"placement":"bottom-end"}"#
  ),
  MiddlewareOptionCase(
    name: "flip crossAxis alignment mode",
    problem:
      #"{"reference": {"x": 250, "y": 20, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "flip", "crossAxis": "alignment", "fallbackAxisSideDirection": "start"}]}"#,
    expected: #"{"x":160,"y":60,"placement":"bottom-end"}"#
  ),
  MiddlewareOptionCase(
    name: "flip fallbackPlacements",
    problem:
      #"{"reference": {"x": 30, "y": 260, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "flip", "fallbackPlacements": ["right", "left"]}]}"#,
    expected: #"{"x":90,"y":235,"placement":"right"}"#
  ),
  MiddlewareOptionCase(
    name: "flip initialPlacement strategy",
    problem:
      #"{"reference": {"x": 0, "y": 100, "width": 320, "height": 120}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "flip", "fallbackStrategy": "initialPlacement"}]}"#,
    expected: #"{"x":85,"y":220,"placement":"bottom"}"#
  ),
  MiddlewareOptionCase(
    name: "flip bestFit strategy",
    problem:
      #"{"reference": {"x": 0, "y": 100, "width": 320, "height": 120}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "flip"}]}"#,
    expected: #"{"x":85,"y":220,"placement":"bottom"}"#
  ),
  MiddlewareOptionCase(
    name: "flip fallbackAxisSideDirection end rtl",
    problem:
      #"{"reference": {"x": 10, "y": 120, "width": 60, "height": 120}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": true, "middleware": [{"name": "flip", "fallbackAxisSideDirection": "end"}]}"#,
    expected: #"{"x":70,"y":135,"placement":"right"}"#
  ),
  MiddlewareOptionCase(
    name: "flip flipAlignment false",
    problem:
      #"{"reference": {"x": 250, "y": 260, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "flip", "flipAlignment": false}]}"#,
    expected: #"{"x":250,"y":170,"placement":"top-start"}"#
  ),
  MiddlewareOptionCase(
    name: "flip padding object",
    problem:
      #"{"reference": {"x": 30, "y": 160, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "flip", "padding": {"bottom": 40}}]}"#,
    expected: #"{"x":-15,"y":70,"placement":"top"}"#
  ),
  MiddlewareOptionCase(
    name: "shift main axis",
    problem:
      #"{"reference": {"x": 0, "y": 100, "width": 40, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "shift"}]}"#,
    expected: #"{"x":0,"y":140,"placement":"bottom","shift":{"x":55,"y":0}}"#
  ),
  MiddlewareOptionCase(
    name: "shift crossAxis",
    problem:
      #"{"reference": {"x": 0, "y": 280, "width": 40, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "shift", "crossAxis": true}]}"#,
    expected: #"{"x":0,"y":230,"placement":"bottom","shift":{"x":55,"y":-90}}"#
  ),
  MiddlewareOptionCase(
    name: "shift padding",
    problem:
      #"{"reference": {"x": 280, "y": 200, "width": 40, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "top", "rtl": false, "middleware": [{"name": "shift", "padding": 12}]}"#,
    expected: #"{"x":158,"y":110,"placement":"top","shift":{"x":-67,"y":0}}"#
  ),
  MiddlewareOptionCase(
    name: "shift limiter",
    problem:
      #"{"reference": {"x": -100, "y": 290, "width": 40, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 6}, {"name": "shift", "crossAxis": true, "limiter": {"offset": 5}}]}"#,
    expected: #"{"x":-65,"y":230,"placement":"bottom","shift":{"x":90,"y":-106}}"#
  ),
  MiddlewareOptionCase(
    name: "shift limiter object offset",
    problem:
      #"{"reference": {"x": -100, "y": -30, "width": 40, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 6}, {"name": "shift", "crossAxis": true, "limiter": {"offset": {"mainAxis": 3, "crossAxis": 9}}}]}"#,
    expected: #"{"x":-63,"y":0,"placement":"top","shift":{"x":92,"y":126}}"#
  ),
  MiddlewareOptionCase(
    name: "shift limiter axes off",
    problem:
      #"{"reference": {"x": 100, "y": -200, "width": 40, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "right", "rtl": false, "middleware": [{"name": "shift", "limiter": {"mainAxis": false, "crossAxis": false}}]}"#,
    expected: #"{"x":140,"y":0,"placement":"right","shift":{"x":0,"y":225}}"#
  ),
  MiddlewareOptionCase(
    name: "arrow centred",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "arrow", "width": 16, "height": 8}]}"#,
    expected: #"{"x":-15,"y":240,"placement":"bottom","arrow":{"x":67,"centerOffset":0}}"#
  ),
  MiddlewareOptionCase(
    name: "arrow padding clamps",
    problem:
      #"{"reference": {"x": 0, "y": 100, "width": 10, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "shift"}, {"name": "arrow", "width": 16, "height": 8, "padding": 10}]}"#,
    expected: #"{"x":0,"y":140,"placement":"bottom","arrow":{"x":10,"centerOffset":-13},"shift":{"x":70,"y":0}}"#
  ),
  MiddlewareOptionCase(
    name: "arrow alignment offset reset",
    problem:
      #"{"reference": {"x": 100, "y": 100, "width": 10, "height": 10}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 8}, {"name": "flip"}, {"name": "shift"}, {"name": "arrow", "width": 16, "height": 8, "padding": 20}]}"#,
    expected: #"{"x":77,"y":118,"placement":"bottom-start","arrow":{"x":20,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  MiddlewareOptionCase(
    name: "arrow y axis",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "right-end", "rtl": false, "middleware": [{"name": "arrow", "width": 8, "height": 16, "padding": {"top": 4}}]}"#,
    expected: #"{"x":90,"y":150,"placement":"right-end","arrow":{"y":62,"centerOffset":0}}"#
  ),
  MiddlewareOptionCase(
    name: "autoPlacement default",
    problem:
      #"{"reference": {"x": 30, "y": 260, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "autoPlacement"}]}"#,
    expected: #"{"x":-15,"y":170,"placement":"top"}"#
  ),
  MiddlewareOptionCase(
    name: "autoPlacement alignment start",
    problem:
      #"{"reference": {"x": 250, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "autoPlacement", "alignment": "start"}]}"#,
    expected: #"{"x":100,"y":100,"placement":"left-start"}"#
  ),
  MiddlewareOptionCase(
    name: "autoPlacement alignment no autoAlignment",
    problem:
      #"{"reference": {"x": 10, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "autoPlacement", "alignment": "end", "autoAlignment": false}]}"#,
    expected: #"{"x":70,"y":50,"placement":"right-end"}"#
  ),
  MiddlewareOptionCase(
    name: "autoPlacement allowed list",
    problem:
      #"{"reference": {"x": 10, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "autoPlacement", "allowedPlacements": ["left", "right-start"]}]}"#,
    expected: #"{"x":70,"y":100,"placement":"right-start"}"#
  ),
  MiddlewareOptionCase(
    name: "autoPlacement crossAxis",
    problem:
      #"{"reference": {"x": 250, "y": 10, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "autoPlacement", "crossAxis": true, "alignment": "start"}]}"#,
    expected: #"{"x":160,"y":50,"placement":"bottom-end"}"#
  ),
  MiddlewareOptionCase(
    name: "size centred without shift",
    problem:
      #"{"reference": {"x": -20, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "size", "padding": 5}]}"#,
    expected: #"{"x":-65,"y":140,"placement":"bottom","size":{"availableWidth":10,"availableHeight":175}}"#
  ),
  MiddlewareOptionCase(
    name: "size with shift",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "right-end", "rtl": true, "middleware": [{"name": "shift"}, {"name": "size"}]}"#,
    expected:
      #"{"x":90,"y":150,"placement":"right-end","shift":{"x":0,"y":0},"size":{"availableWidth":230,"availableHeight":320}}"#
  ),
  MiddlewareOptionCase(
    name: "size aligned rtl",
    problem:
      #"{"reference": {"x": 30, "y": 200, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "top-start", "rtl": true, "middleware": [{"name": "size"}]}"#,
    expected: #"{"x":-60,"y":110,"placement":"top-start","size":{"availableWidth":90,"availableHeight":200}}"#
  ),
  MiddlewareOptionCase(
    name: "hide referenceHidden",
    problem:
      #"{"reference": {"x": -80, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "hide"}]}"#,
    expected: #"{"x":-125,"y":140,"placement":"bottom","hide":{"referenceHidden":true}}"#
  ),
  MiddlewareOptionCase(
    name: "hide escaped",
    problem:
      #"{"reference": {"x": 100, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "left", "rtl": false, "middleware": [{"name": "hide", "strategy": "escaped", "padding": {"left": 2}}]}"#,
    expected: #"{"x":-50,"y":75,"placement":"left","hide":{"escaped":false}}"#
  ),
  MiddlewareOptionCase(
    name: "hide both strategies",
    problem:
      #"{"reference": {"x": 400, "y": 100, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "left", "rtl": false, "middleware": [{"name": "hide", "strategy": "escaped"}, {"name": "hide"}]}"#,
    expected: #"{"x":250,"y":75,"placement":"left","hide":{"referenceHidden":true,"escaped":false}}"#
  ),
  MiddlewareOptionCase(
    name: "reset cap with flip and autoPlacement",
    problem:
      #"{"reference": {"x": 30, "y": 10, "width": 60, "height": 40}, "floating": {"width": 150, "height": 90}, "boundary": {"x": 0, "y": 0, "width": 320, "height": 320}, "placement": "bottom", "rtl": false, "middleware": [{"name": "flip"}, {"name": "autoPlacement", "allowedPlacements": ["top"]}]}"#,
    expected: #"{"x":-15,"y":50,"placement":"bottom"}"#
  ),
]
