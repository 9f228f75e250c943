// Generated from Floating UI core 1.8.0 outputs (problem line, expected result line).

/// Problems and the results Floating UI core 1.8.0 computes for them.
let floatingUIGoldenCases: [(problem: String, expected: String)] = [
  (
    #"{"reference": {"x": 974.2, "y": 6.360288902714331, "width": -14.4, "height": 34.536}, "floating": {"width": 389.0, "height": 90.23933765795209}, "boundary": {"x": -2.376, "y": -26.219, "width": 979.0, "height": 312.4}, "placement": "top-start", "rtl": true, "middleware": [{"name": "size", "padding": {"right": 3.2219037878782117, "bottom": 15.684}}, {"name": "shift", "crossAxis": false, "padding": {"right": 10.0, "bottom": 6.81, "left": 19.620774394850613}}, {"name": "size", "padding": {"right": 1.401, "left": 7.0}}, {"name": "arrow", "width": 15.935257917305446, "height": 7.28, "padding": -3.0}, {"name": "size", "padding": {"top": 11.66, "bottom": 16.380346666206563, "left": 15.940526404596692}}]}"#,
    #"{"x":577.624,"y":-83.87904875523776,"placement":"top-start","arrow":{"x":376.0647420826946,"centerOffset":5.343628958652744},"shift":{"x":-5.343628958652744,"y":0},"size":{"availableWidth":963.0594735954033,"availableHeight":20.919288902714328}}"#
  ),
  (
    #"{"reference": {"x": 72.4673443346027, "y": -79.31199242419856, "width": 124.5, "height": 90.74753355070315}, "floating": {"width": 44.97, "height": 81.61136710266828}, "boundary": {"x": 21.21, "y": 1.0, "width": 155.573, "height": 946.581}, "placement": "right", "rtl": false, "middleware": [{"name": "flip", "fallbackAxisSideDirection": "start", "flipAlignment": true, "padding": {}}, {"name": "shift", "padding": {"bottom": -2.422151054248812}}, {"name": "size"}, {"name": "arrow", "width": 18.695, "height": 0.8544215404662076, "padding": {"top": 11.0, "left": 11.949}}]}"#,
    #"{"x":112.2323443346027,"y":11.435541126504589,"placement":"bottom","arrow":{"x":13.1375,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":155.57300000000004,"availableHeight":936.1454588734954}}"#
  ),
  (
    #"{"reference": {"x": 365.0782372147057, "y": 750.6, "width": 236.0, "height": 85.97249687400583}, "floating": {"width": 409.0, "height": 217.0}, "boundary": {"x": -5.0, "y": -45.0, "width": 1150.622870136785, "height": 872.6032765989553}, "placement": "right-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": -2.404, "crossAxis": 6.0, "alignmentAxis": -16.1}, {"name": "autoPlacement", "crossAxis": false, "alignment": "end", "autoAlignment": true, "padding": {"top": -1.3618349598155008, "bottom": 7.0, "left": 12.044087139511305}}, {"name": "shift", "mainAxis": true, "padding": 16.91}, {"name": "size", "padding": 7.0}, {"name": "arrow", "width": 26.0, "height": 0.4, "padding": 17.0}, {"name": "hide", "strategy": "referenceHidden", "padding": {"top": 2.0, "right": -1.0, "bottom": 7.320305514546034, "left": -2.7}}]}"#,
    #"{"x":208.17823721470572,"y":536.004,"placement":"top-end","arrow":{"x":261.9,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":1136.622870136785,"availableHeight":791.004},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 77.0, "y": 549.566, "width": 299.0, "height": 6.01}, "floating": {"width": 115.0, "height": 265.0}, "boundary": {"x": 13.305206173403185, "y": 21.97, "width": 251.0, "height": 620.4892147130851}, "placement": "left-start", "rtl": false, "middleware": [{"name": "offset", "alignmentAxis": -16.154446491671465}, {"name": "shift", "crossAxis": true}, {"name": "size", "padding": {"top": -4.0}}, {"name": "arrow", "width": 2.730860475231257, "height": 11.0, "padding": 12.881938401760515}, {"name": "hide", "strategy": "escaped", "padding": {"top": 3.34, "right": 5.0, "bottom": 15.409476763726857, "left": 4.1}}]}"#,
    #"{"x":13.305206173403185,"y":377.4592147130851,"placement":"left-start","arrow":{"y":169.61178528691494,"centerOffset":0},"shift":{"x":51.305206173403185,"y":-155.95233879524346},"size":{"availableWidth":251,"availableHeight":624.4892147130851},"hide":{"escaped":false}}"#
  ),
  (
    #"{"reference": {"x": 647.159, "y": 181.83902462503187, "width": 48.9, "height": 151.0}, "floating": {"width": 134.71475780753516, "height": 101.0}, "boundary": {"x": 11.0, "y": -36.0, "width": 659.45, "height": 1134.0}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "offset"}, {"name": "flip", "fallbackAxisSideDirection": "end", "flipAlignment": true}, {"name": "shift", "mainAxis": true, "limiter": {"offset": {"mainAxis": 4.863935741228078, "crossAxis": 0.0}, "crossAxis": true}}, {"name": "arrow", "width": 3.311, "height": 13.1, "padding": 8.0}]}"#,
    #"{"x":512.4442421924648,"y":181.83902462503187,"placement":"left-start","arrow":{"y":68.95,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": -53.0, "y": 1069.5474806983555, "width": 221.0, "height": 81.87}, "floating": {"width": 154.0, "height": 397.0}, "boundary": {"x": -49.9, "y": -10.705683160554756, "width": 282.0, "height": 1088.0}, "placement": "right-start", "rtl": true, "middleware": [{"name": "offset", "mainAxis": 2.2, "crossAxis": -12.0}, {"name": "autoPlacement", "crossAxis": false, "allowedPlacements": ["bottom-end", "top-end", "left", "right", "top", "left-end"]}, {"name": "shift", "mainAxis": false, "crossAxis": false, "limiter": {"crossAxis": true}, "padding": {"right": 5.915109550656041, "left": -2.3}}, {"name": "size"}, {"name": "arrow", "width": 16.43476943421418, "height": 14.6}]}"#,
    #"{"x":-41,"y":670.3474806983554,"placement":"top-end","arrow":{"x":90.2826152828929,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":273.1,"availableHeight":1078.05316385891}}"#
  ),
  (
    #"{"reference": {"x": 991.0, "y": 195.0, "width": 127.0, "height": 118.0}, "floating": {"width": 319.1812067218415, "height": 8.175807124178247}, "boundary": {"x": -31.259, "y": -40.196, "width": 1084.27788457927, "height": 560.49}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "hide", "strategy": "escaped"}, {"name": "arrow", "width": 14.296931611060682, "height": 1.0, "padding": 19.0}, {"name": "shift", "crossAxis": false, "limiter": {"mainAxis": false, "crossAxis": false}}, {"name": "hide", "strategy": "escaped", "padding": 9.300794710672408}]}"#,
    #"{"x":733.8376778574284,"y":313,"placement":"bottom-start","arrow":{"x":56.35153419446965,"centerOffset":0},"shift":{"x":-257.1623221425716,"y":0},"hide":{"escaped":false}}"#
  ),
  (
    #"{"reference": {"x": 189.8, "y": 1063.7453558380357, "width": 47.0, "height": 66.0}, "floating": {"width": 465.749, "height": 93.0}, "boundary": {"x": -32.838, "y": -0.061, "width": 660.806, "height": 1102.0}, "placement": "right", "rtl": false, "middleware": [{"name": "shift", "mainAxis": true, "crossAxis": false, "padding": {"top": 9.0, "bottom": 4.564024329200581}}, {"name": "hide", "strategy": "referenceHidden", "padding": {"top": 1.436}}]}"#,
    #"{"x":236.8,"y":1004.3749756707995,"placement":"right","shift":{"x":0,"y":-45.87038016723625},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 101.0, "y": 1117.0, "width": 267.0295635286388, "height": 137.78}, "floating": {"width": 466.4755546908133, "height": 49.59}, "boundary": {"x": 44.2, "y": 41.13, "width": 457.83, "height": 1140.980087779768}, "placement": "top-end", "rtl": true, "middleware": [{"name": "offset", "crossAxis": -15.43}, {"name": "autoPlacement", "crossAxis": true, "alignment": "end", "allowedPlacements": null, "padding": {"bottom": 16.0}, "elementContext": "floating"}, {"name": "shift", "mainAxis": false}, {"name": "size", "padding": 1.0}, {"name": "arrow", "width": 12.0, "height": 8.3, "padding": -2.2}, {"name": "hide"}]}"#,
    #"{"x":116.43,"y":1067.41,"placement":"top-end","arrow":{"x":112.08478176431939,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":384.6,"availableHeight":1074.87},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 22.42092768866054, "y": 70.0, "width": 223.59, "height": 150.41100685407628}, "floating": {"width": 465.0, "height": 23.91406387348716}, "boundary": {"x": -7.24, "y": -45.692, "width": 1063.5984118821539, "height": 314.1}, "placement": "top", "rtl": false, "middleware": [{"name": "shift", "crossAxis": false, "limiter": {"mainAxis": true}, "padding": 13.0}, {"name": "size", "elementContext": "floating"}, {"name": "arrow", "width": 12.1, "height": 13.661, "padding": 5.0}]}"#,
    #"{"x":5.760000000000005,"y":46.08593612651284,"placement":"top","arrow":{"x":122.40592768866054,"centerOffset":0},"shift":{"x":104.04407231133946,"y":0},"size":{"availableWidth":1063.5984118821539,"availableHeight":115.69200000000001}}"#
  ),
  (
    #"{"reference": {"x": 856.4, "y": 637.962, "width": 95.5, "height": 155.0}, "floating": {"width": 218.0, "height": 156.38029748371483}, "boundary": {"x": -30.153337543959147, "y": 11.6, "width": 1098.2931731812519, "height": 1091.4152376444254}, "placement": "right-start", "rtl": false, "middleware": [{"name": "shift", "mainAxis": true, "limiter": {"offset": {"mainAxis": 1.1, "crossAxis": -6.0}}, "padding": 10.879424378000143, "elementContext": "floating"}, {"name": "size", "padding": -3.4}, {"name": "arrow", "width": 8.0, "height": 7.0}, {"name": "hide", "padding": -1.84}]}"#,
    #"{"x":951.9,"y":637.962,"placement":"right-start","arrow":{"y":74,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":119.63983563729258,"availableHeight":1098.215237644425},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 864.93, "y": 326.0, "width": 180.20147925478008, "height": 33.770438609209094}, "floating": {"width": 41.20189357481041, "height": 168.65}, "boundary": {"x": 15.161982237841855, "y": -43.0, "width": 990.0, "height": 526.2}, "placement": "right-start", "rtl": true, "middleware": [{"name": "offset", "mainAxis": 29.0, "crossAxis": 5.7077197574273555, "alignmentAxis": null}, {"name": "flip", "crossAxis": false, "flipAlignment": false, "fallbackPlacements": null, "padding": -0.30468779396244194}, {"name": "shift", "limiter": {"crossAxis": true}}, {"name": "size"}, {"name": "hide", "strategy": "escaped"}]}"#,
    #"{"x":794.7281064251895,"y":314.55,"placement":"left-start","shift":{"x":0,"y":-17.157719757427344},"size":{"availableWidth":820.768017762158,"availableHeight":526.2},"hide":{"escaped":false}}"#
  ),
  (
    #"{"reference": {"x": 372.0, "y": 121.22304951516422, "width": 223.31517660845319, "height": 196.0}, "floating": {"width": 79.0, "height": 171.65523499086305}, "boundary": {"x": 6.0, "y": 1.52, "width": 704.53, "height": 1158.3043685292507}, "placement": "left-end", "rtl": false, "middleware": [{"name": "flip", "mainAxis": false, "crossAxis": true, "fallbackStrategy": "initialPlacement", "padding": 18.4}, {"name": "shift", "mainAxis": true, "crossAxis": true, "padding": 13.0}, {"name": "size", "padding": {"top": 6.958579235391079}}, {"name": "arrow", "width": 4.233447290013145, "height": 8.7, "padding": {"right": 7.874954469390678, "bottom": 10.437941635380295}}]}"#,
    #"{"x":293,"y":145.56781452430118,"placement":"left-end","arrow":{"y":69.30523499086306,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":704.53,"availableHeight":1151.3457892938595}}"#
  ),
  (
    #"{"reference": {"x": 173.93, "y": 546.3529994595319, "width": 12.1, "height": 87.76}, "floating": {"width": 78.94760484602043, "height": 262.9}, "boundary": {"x": 8.0, "y": -46.67930055182363, "width": 1184.6795026735117, "height": 840.32}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 18.1, "alignmentAxis": 4.0}, {"name": "autoPlacement", "crossAxis": true, "allowedPlacements": ["bottom", "left-start", "right"]}, {"name": "size", "padding": {"top": 13.3, "bottom": 3.686}}, {"name": "arrow", "width": 11.0, "height": 1.1965696178998582, "padding": {"top": 1.924, "right": 8.4, "bottom": 11.22, "left": 2.567993018886831}}]}"#,
    #"{"x":204.13,"y":458.78299945953194,"placement":"right","arrow":{"y":130.85171519105006,"centerOffset":0},"size":{"availableWidth":988.5495026735117,"availableHeight":399.44339997728906}}"#
  ),
  (
    #"{"reference": {"x": 41.95001274841503, "y": 253.8, "width": 88.743, "height": 89.62355776952452}, "floating": {"width": 110.99145873335165, "height": 326.9748382824498}, "boundary": {"x": 46.403, "y": 43.69, "width": 125.01, "height": 735.5}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 16.0, "alignmentAxis": null}, {"name": "flip", "mainAxis": true, "fallbackStrategy": "bestFit"}, {"name": "shift", "mainAxis": false, "crossAxis": true, "padding": {"right": 13.2, "bottom": 14.434303153395806, "left": -4.0}}, {"name": "size", "padding": {"top": 15.0, "right": 12.948, "left": 8.8}}, {"name": "arrow", "width": 3.8813942009216538, "height": 13.958813832444573, "padding": 11.95}]}"#,
    #"{"x":46.82578338173919,"y":343.42355776952456,"placement":"bottom","arrow":{"x":37.555032266215,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":103.26200000000003,"availableHeight":720.5000000000001}}"#
  ),
  (
    #"{"reference": {"x": 160.0, "y": -43.7, "width": 125.4582189619547, "height": 51.42}, "floating": {"width": 211.85025067313583, "height": 75.14}, "boundary": {"x": -4.775335084540174, "y": -26.38, "width": 522.3969578601941, "height": 103.0}, "placement": "bottom-end", "rtl": true, "middleware": [{"name": "offset", "mainAxis": 1.0, "alignmentAxis": -4.0}, {"name": "shift", "limiter": {"crossAxis": true}, "padding": {"left": 10.90919939491901}}, {"name": "size"}, {"name": "arrow", "width": 16.687, "height": 11.8}, {"name": "hide", "strategy": "referenceHidden"}]}"#,
    #"{"x":156,"y":8.719999999999999,"placement":"bottom-end","arrow":{"x":58.38560948097734,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":522.3969578601941,"availableHeight":67.9},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 503.049, "y": -58.0, "width": 151.33313099390887, "height": 139.0}, "floating": {"width": 83.96, "height": 96.87653145715474}, "boundary": {"x": 18.0, "y": 41.635, "width": 865.2242604097928, "height": 577.401}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 4.56}, {"name": "autoPlacement", "alignment": null, "allowedPlacements": null, "padding": -4.09}, {"name": "shift", "mainAxis": true}, {"name": "size", "padding": 7.728710145437997}, {"name": "arrow", "width": 21.0, "height": 1.712419331137075, "padding": {"top": 8.0, "right": 6.0, "left": 17.171}}]}"#,
    #"{"x":541.2955654969544,"y":81,"placement":"bottom","arrow":{"x":26.920000000000016,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":849.7668401189169,"availableHeight":530.307289854562}}"#
  ),
  (
    #"{"reference": {"x": -49.57842717938823, "y": 275.0, "width": 42.727537066887464, "height": 28.91}, "floating": {"width": 3.6689797243169564, "height": 92.0}, "boundary": {"x": 27.0, "y": 5.2, "width": 672.8167430411651, "height": 398.216}, "placement": "right-end", "rtl": true, "middleware": [{"name": "offset"}, {"name": "size", "padding": {"bottom": -2.0, "left": 6.842}}, {"name": "size"}, {"name": "autoPlacement", "crossAxis": true, "alignment": null}, {"name": "hide", "padding": {"right": -1.0, "bottom": 12.492391003486183}}]}"#,
    #"{"x":-6.850890112500764,"y":243.45499999999998,"placement":"right","size":{"availableWidth":672.8167430411651,"availableHeight":227.92200000000003},"hide":{"referenceHidden":true}}"#
  ),
  (
    #"{"reference": {"x": 291.0, "y": 82.95, "width": 131.7, "height": 131.0}, "floating": {"width": 469.0, "height": 15.0}, "boundary": {"x": -41.0, "y": 24.0, "width": 385.0, "height": 789.28}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 27.972610594552485, "alignmentAxis": 12.0}, {"name": "flip", "flipAlignment": true, "padding": {"right": 7.27, "bottom": 2.000864426466852, "left": 15.677422948370172}}, {"name": "shift"}, {"name": "size"}, {"name": "arrow", "width": 1.6, "height": 13.402}, {"name": "hide", "strategy": "referenceHidden", "padding": 9.61}]}"#,
    #"{"x":-41,"y":39.97738940544752,"placement":"top","arrow":{"x":397.04999999999995,"centerOffset":0},"shift":{"x":-163.35000000000002,"y":0},"size":{"availableWidth":385,"availableHeight":30.977389405447518},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 601.97, "y": 133.39999435136508, "width": 253.1, "height": 2.0}, "floating": {"width": 15.999, "height": 377.0}, "boundary": {"x": 41.0, "y": 27.628, "width": 970.2780251182982, "height": 137.0}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "offset", "mainAxis": -4.496471472246943, "crossAxis": 13.0, "alignmentAxis": null}, {"name": "flip", "crossAxis": true, "fallbackStrategy": "initialPlacement", "fallbackAxisSideDirection": "start"}, {"name": "shift", "limiter": {}, "padding": {"top": 11.012118053801771, "right": 8.048, "bottom": 13.78, "left": 0.1010404722068472}}, {"name": "size", "padding": -3.0283098850219554}, {"name": "arrow", "width": 7.0, "height": 6.26301607669044, "padding": {"right": 16.466, "bottom": 18.0, "left": 10.398433878020478}}, {"name": "hide"}]}"#,
    #"{"x":590.467471472247,"y":38.64011805380176,"placement":"left-end","arrow":{"y":92.62836825921809,"centerOffset":0},"shift":{"x":0,"y":267.2401237024367},"size":{"availableWidth":568.494781357269,"availableHeight":143.0566197700439},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 668.0, "y": -120.0, "width": 49.19, "height": 90.0}, "floating": {"width": 21.34, "height": 320.0}, "boundary": {"x": 13.0, "y": -39.57, "width": 743.8, "height": 606.3}, "placement": "right", "rtl": false, "middleware": [{"name": "offset", "alignmentAxis": 2.619117147297491}, {"name": "flip", "mainAxis": true, "crossAxis": false, "fallbackAxisSideDirection": "none", "flipAlignment": true, "padding": {"bottom": 1.0, "left": 16.242009404023875}}, {"name": "shift", "crossAxis": false}, {"name": "arrow", "width": 21.6, "height": 4.9}]}"#,
    #"{"x":717.19,"y":-39.56999999999999,"placement":"right","arrow":{"y":0,"centerOffset":-37.879999999999995},"shift":{"x":0,"y":195.43}}"#
  ),
  (
    #"{"reference": {"x": -100.49, "y": 225.32534155541597, "width": 144.10087537003844, "height": 117.04997614555886}, "floating": {"width": 429.0, "height": 11.655332852164602}, "boundary": {"x": -15.0, "y": -10.370641588306718, "width": 812.4880576089275, "height": 436.0}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "flip", "crossAxis": false, "fallbackStrategy": "initialPlacement", "flipAlignment": true}]}"#,
    #"{"x":-100.49000000000001,"y":342.37531770097485,"placement":"bottom-start"}"#
  ),
  (
    #"{"reference": {"x": 328.0, "y": 597.0, "width": -12.11, "height": 96.27975386812304}, "floating": {"width": 110.196751217434, "height": 46.0}, "boundary": {"x": -12.287, "y": 17.673, "width": 1176.0084823255856, "height": 590.76}, "placement": "bottom", "rtl": false, "middleware": [{"name": "hide", "strategy": "escaped"}, {"name": "offset", "mainAxis": 8.0, "crossAxis": 16.751699101372694}, {"name": "hide", "strategy": "referenceHidden", "padding": {"right": 2.0, "bottom": 15.2, "left": 5.73}, "elementContext": "reference"}, {"name": "autoPlacement", "crossAxis": true, "allowedPlacements": ["right-end"], "padding": 9.0}, {"name": "offset"}, {"name": "autoPlacement", "crossAxis": false, "alignment": "end", "padding": {}}]}"#,
    #"{"x":222.4449478839387,"y":543,"placement":"top-end","hide":{"referenceHidden":true,"escaped":false}}"#
  ),
  (
    #"{"reference": {"x": 39.51825458779237, "y": -9.84, "width": 116.0, "height": 18.953179989701006}, "floating": {"width": 37.0, "height": 363.07869460635527}, "boundary": {"x": -29.066453343858946, "y": -50.0, "width": 190.95345864013677, "height": 1140.5}, "placement": "right", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 3.6}, {"name": "autoPlacement", "crossAxis": true, "padding": 12.0}, {"name": "shift", "mainAxis": true}, {"name": "arrow", "width": 22.985639809358457, "height": 8.0}]}"#,
    #"{"x":79.01825458779237,"y":12.713179989701006,"placement":"bottom","arrow":{"x":7.007180095320772,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 88.6, "y": 747.897, "width": 69.218, "height": 77.0}, "floating": {"width": 23.32544570266726, "height": 81.44112654537578}, "boundary": {"x": -26.0, "y": -21.6157745178288, "width": 189.0, "height": 908.2909757196493}, "placement": "left", "rtl": true, "middleware": [{"name": "hide"}, {"name": "autoPlacement", "crossAxis": false, "alignment": "start", "allowedPlacements": null}]}"#,
    #"{"x":134.49255429733276,"y":666.4558734546242,"placement":"top-start","hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 432.5, "y": 229.36360361003062, "width": 297.0, "height": 126.0}, "floating": {"width": 209.0, "height": 90.0}, "boundary": {"x": -31.0, "y": 36.616, "width": 704.976, "height": 538.3147455013191}, "placement": "right", "rtl": true, "middleware": [{"name": "hide", "strategy": "referenceHidden", "padding": {"bottom": -4.823, "left": 2.0}}, {"name": "hide", "strategy": "referenceHidden", "padding": 1.3412922848465838}, {"name": "offset", "mainAxis": -5.3, "crossAxis": 9.17016783278332, "alignmentAxis": 8.7}]}"#,
    #"{"x":724.2,"y":256.53377144281393,"placement":"right","hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 119.72618746480904, "y": 5.23, "width": 113.252, "height": 81.0}, "floating": {"width": 495.43625845043624, "height": 120.91651232361014}, "boundary": {"x": -49.959439660340045, "y": 25.5, "width": 753.0642951678491, "height": 145.0}, "placement": "left", "rtl": true, "middleware": [{"name": "flip", "fallbackAxisSideDirection": "end", "flipAlignment": true, "padding": {"top": 19.188606368816515, "bottom": 20.0}}, {"name": "shift", "crossAxis": true}, {"name": "size", "padding": 16.060317859656156}, {"name": "arrow", "width": 5.0, "height": 5.469165523015932, "padding": -3.443}]}"#,
    #"{"x":-49.959439660340045,"y":49.58348767638988,"placement":"bottom","arrow":{"x":223.81162712514907,"centerOffset":0},"shift":{"x":21.406502100069027,"y":-36.646512323610125},"size":{"availableWidth":720.9436594485367,"availableHeight":112.8793642806877}}"#
  ),
  (
    #"{"reference": {"x": 55.73, "y": 492.5, "width": 241.80918879227974, "height": 44.0}, "floating": {"width": 95.0, "height": 156.05022580128133}, "boundary": {"x": -24.1, "y": -21.0, "width": 893.3, "height": 959.591}, "placement": "left-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": -7.0}, {"name": "flip", "fallbackPlacements": ["left", "right", "right-end"]}, {"name": "arrow", "width": 8.0, "height": 1.1341729167742893, "padding": {"top": -0.14968218590075288, "bottom": 6.72}}, {"name": "hide"}]}"#,
    #"{"x":290.53918879227973,"y":436.4748870993593,"placement":"right","arrow":{"y":77.45802644225355,"centerOffset":0},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 643.8, "y": 328.0, "width": 82.81955030918655, "height": 52.30109555647835}, "floating": {"width": 44.3, "height": 46.975}, "boundary": {"x": -18.471, "y": -15.235, "width": 812.84, "height": 767.7316371021608}, "placement": "bottom-end", "rtl": true, "middleware": [{"name": "flip", "crossAxis": false, "fallbackStrategy": "bestFit", "fallbackPlacements": null, "padding": -0.66}, {"name": "size", "padding": -4.0}, {"name": "arrow", "width": 26.690242137850717, "height": 2.0855884261407165, "padding": 15.0}, {"name": "hide", "padding": {"bottom": 20.0, "left": 0.4060549433696483}}]}"#,
    #"{"x":643.8,"y":380.30109555647834,"placement":"bottom-end","arrow":{"x":9.80487893107464,"centerOffset":18.259775154593264},"size":{"availableWidth":154.56900000000013,"availableHeight":376.19554154568243},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 786.0, "y": 32.6, "width": 11.23, "height": 58.88}, "floating": {"width": 316.44, "height": 12.0}, "boundary": {"x": 38.0, "y": 31.575, "width": 980.7122204923445, "height": 592.4}, "placement": "bottom", "rtl": true, "middleware": [{"name": "offset", "mainAxis": 26.4, "alignmentAxis": null}, {"name": "arrow", "width": 12.571596456367558, "height": 12.09}, {"name": "hide", "strategy": "referenceHidden", "padding": 17.6475494300361}]}"#,
    #"{"x":633.395,"y":117.88,"placement":"bottom","arrow":{"x":151.93420177181625,"centerOffset":0},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": -82.8, "y": 337.275, "width": 33.0, "height": 11.0}, "floating": {"width": 429.2105918154881, "height": 156.95056203014687}, "boundary": {"x": -11.932760724471677, "y": 11.886, "width": 1020.1002700440491, "height": 385.8013895650237}, "placement": "right", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 21.323931992872986, "alignmentAxis": -2.0}, {"name": "autoPlacement"}, {"name": "size", "padding": -4.562}, {"name": "arrow", "width": 7.96, "height": 5.0}, {"name": "hide"}]}"#,
    #"{"x":-28.47606800712701,"y":264.2997189849265,"placement":"right","arrow":{"y":75.97528101507345,"centerOffset":0},"size":{"availableWidth":1029.2242700440493,"availableHeight":118.94877913004763},"hide":{"referenceHidden":true}}"#
  ),
  (
    #"{"reference": {"x": -15.123618709557206, "y": 31.35401681915465, "width": 269.47, "height": 150.53}, "floating": {"width": 442.015, "height": 286.818941500786}, "boundary": {"x": -30.399, "y": -7.0, "width": 403.0, "height": 191.0}, "placement": "top", "rtl": false, "middleware": [{"name": "arrow", "width": 1.6842583825117474, "height": 8.236499996569796, "padding": 19.9}, {"name": "shift", "mainAxis": true, "limiter": {"offset": {"mainAxis": 19.959360575072356, "crossAxis": 19.885}, "crossAxis": true}}, {"name": "hide"}, {"name": "size", "padding": {"top": 11.529, "right": 16.24, "bottom": 3.8259190676991732, "left": 17.22}}, {"name": "flip", "mainAxis": true}]}"#,
    #"{"x":-30.399,"y":-255.46492468163137,"placement":"top","arrow":{"x":220.16537080874411,"centerOffset":0},"shift":{"x":70.99711870955718,"y":0},"size":{"availableWidth":369.53999999999996,"availableHeight":26.825016819154655},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 451.56309171891326, "y": -118.53419073808801, "width": 106.167, "height": 69.74}, "floating": {"width": 388.9, "height": 168.97}, "boundary": {"x": -37.0, "y": -19.0, "width": 882.0, "height": 292.78}, "placement": "top", "rtl": true, "middleware": [{"name": "offset", "crossAxis": -11.338062208861972, "alignmentAxis": -6.274}, {"name": "autoPlacement", "alignment": "end", "autoAlignment": true, "allowedPlacements": null, "padding": 3.0}, {"name": "arrow", "width": 29.53850770202169, "height": 12.7, "padding": 16.866}, {"name": "hide", "padding": 8.99131085135398}]}"#,
    #"{"x":445.28909171891326,"y":-48.79419073808802,"placement":"bottom-end","arrow":{"x":44.588246148989185,"centerOffset":0},"hide":{"referenceHidden":true}}"#
  ),
  (
    #"{"reference": {"x": 103.0, "y": 559.0, "width": 86.0, "height": 167.7}, "floating": {"width": 195.3, "height": 156.03}, "boundary": {"x": 41.279592521431, "y": -19.933402001667123, "width": 167.0, "height": 665.503196976409}, "placement": "top-start", "rtl": true, "middleware": [{"name": "offset", "mainAxis": -6.252707879297201, "crossAxis": 4.189156729812229, "alignmentAxis": 3.368678065353148}, {"name": "autoPlacement", "autoAlignment": true}, {"name": "shift", "crossAxis": false}, {"name": "size", "padding": 6.0}, {"name": "arrow", "width": 0.63, "height": 14.91589744472749, "padding": {"top": -1.0, "right": -4.56, "bottom": 13.86, "left": 2.5}}, {"name": "hide", "strategy": "referenceHidden", "padding": 8.3}]}"#,
    #"{"x":41.279592521431,"y":409.2227078792972,"placement":"top","arrow":{"x":104.405407478569,"centerOffset":0},"shift":{"x":-2.88125074875677,"y":0},"size":{"availableWidth":155,"availableHeight":579.1861098809643},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 383.06743501272024, "y": 343.54517164108154, "width": 42.51631967172814, "height": 164.0}, "floating": {"width": 193.158, "height": 340.0}, "boundary": {"x": 7.913992338181274, "y": -24.851339797534735, "width": 953.9812795145839, "height": 439.27}, "placement": "right-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 17.0}, {"name": "flip", "crossAxis": "alignment", "fallbackStrategy": "initialPlacement", "padding": {"top": -4.0, "right": 19.0}}, {"name": "size", "padding": 2.79}]}"#,
    #"{"x":442.58375468444837,"y":167.54517164108154,"placement":"right-end","size":{"availableWidth":516.5215171683168,"availableHeight":433.69}}"#
  ),
  (
    #"{"reference": {"x": 34.84, "y": 328.903, "width": 21.0, "height": 112.88025696617441}, "floating": {"width": 43.10957248776304, "height": 45.89661525826614}, "boundary": {"x": 6.95, "y": 20.0, "width": 266.00251022791554, "height": 619.497}, "placement": "left-end", "rtl": false, "middleware": [{"name": "offset", "alignmentAxis": -2.0623803662082416}, {"name": "autoPlacement", "crossAxis": true, "autoAlignment": true, "allowedPlacements": null}, {"name": "size"}, {"name": "hide", "strategy": "referenceHidden", "padding": {"top": 11.0, "right": 17.0, "bottom": 11.0}}]}"#,
    #"{"x":23.785213756118484,"y":283.0063847417339,"placement":"top","size":{"availableWidth":76.78,"availableHeight":308.903},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 443.32904079772857, "y": 93.0, "width": 199.7584083414082, "height": 177.0}, "floating": {"width": 333.9129836045888, "height": 87.49906116645145}, "boundary": {"x": 26.15, "y": -21.916, "width": 867.2, "height": 198.0}, "placement": "bottom", "rtl": true, "middleware": [{"name": "offset", "alignmentAxis": -5.684031619808971}, {"name": "flip", "mainAxis": true, "flipAlignment": true, "padding": 9.259, "elementContext": "reference"}, {"name": "shift", "crossAxis": true, "limiter": {}, "padding": 19.455}, {"name": "arrow", "width": 16.08, "height": 2.0, "padding": 19.0}]}"#,
    #"{"x":376.2517531661382,"y":5.500938833548545,"placement":"top","arrow":{"x":158.91649180229447,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 89.4, "y": 192.0393376073347, "width": 36.0, "height": 178.54975061902388}, "floating": {"width": 345.1409009911414, "height": 335.095}, "boundary": {"x": -35.263651368930205, "y": 28.0, "width": 485.449, "height": 256.355}, "placement": "top-end", "rtl": false, "middleware": [{"name": "shift", "mainAxis": false, "crossAxis": false, "limiter": {"offset": {"mainAxis": 5.907779440401711, "crossAxis": -4.009460343778151}, "mainAxis": true}}]}"#,
    #"{"x":-219.7409009911414,"y":-143.05566239266534,"placement":"top-end","shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 555.37, "y": 28.94, "width": -14.055615901713685, "height": 104.35753184350855}, "floating": {"width": 471.2, "height": 26.112952563145964}, "boundary": {"x": 2.27, "y": -9.0, "width": 1125.2147616574996, "height": 208.8}, "placement": "bottom-start", "rtl": false, "middleware": [{"name": "hide", "strategy": "referenceHidden", "padding": {"right": 5.0, "bottom": 7.0}}, {"name": "flip", "mainAxis": false, "fallbackAxisSideDirection": "none", "flipAlignment": false, "padding": 11.501}, {"name": "offset", "mainAxis": 4.5}]}"#,
    #"{"x":555.3699999999999,"y":137.79753184350855,"placement":"bottom-start","hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 322.21584282855923, "y": -39.9, "width": 79.51171017543307, "height": 165.0}, "floating": {"width": 304.55, "height": 254.2349819141616}, "boundary": {"x": 3.795, "y": 10.787, "width": 494.95562847482404, "height": 898.3}, "placement": "right-start", "rtl": false, "middleware": [{"name": "hide", "padding": {"top": -2.834, "right": 7.99, "left": 2.6}}, {"name": "size"}, {"name": "flip", "mainAxis": true, "fallbackStrategy": "initialPlacement", "flipAlignment": false}, {"name": "flip", "mainAxis": false, "fallbackStrategy": "initialPlacement"}, {"name": "shift", "padding": -2.0, "elementContext": "floating"}]}"#,
    #"{"x":17.66584282855922,"y":8.786999999999999,"placement":"left-start","shift":{"x":0,"y":48.687000000000005},"size":{"availableWidth":318.4208428285592,"availableHeight":898.3},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 53.174286838469726, "y": 629.0, "width": 259.495011924239, "height": 32.0}, "floating": {"width": 291.4531225438356, "height": 312.0}, "boundary": {"x": -13.863, "y": -18.4, "width": 156.49, "height": 1127.141}, "placement": "bottom", "rtl": true, "middleware": [{"name": "flip", "mainAxis": true, "fallbackStrategy": "initialPlacement", "fallbackPlacements": null}, {"name": "offset", "crossAxis": 11.0, "alignmentAxis": null}, {"name": "offset", "mainAxis": 14.685204663799304, "crossAxis": 20.0, "alignmentAxis": null}, {"name": "arrow", "width": 21.810118009354596, "height": 2.3}, {"name": "size", "padding": {"top": 1.3739903050106097, "right": 2.0, "left": 1.0}}]}"#,
    #"{"x":6.195231528671428,"y":675.6852046637993,"placement":"bottom","arrow":{"x":165.8215022672405,"centerOffset":0},"size":{"availableWidth":-22.589585601178385,"availableHeight":433.05579533620073}}"#
  ),
  (
    #"{"reference": {"x": 7.0, "y": 55.871028158506164, "width": 135.5, "height": 77.0}, "floating": {"width": 235.76214443731465, "height": 89.42909073173584}, "boundary": {"x": 29.89356972549102, "y": 14.421, "width": 120.27, "height": 1058.0}, "placement": "left", "rtl": false, "middleware": [{"name": "hide", "strategy": "referenceHidden", "padding": 17.364925642735624}, {"name": "flip", "mainAxis": true, "crossAxis": false, "fallbackStrategy": "initialPlacement", "fallbackAxisSideDirection": "none", "fallbackPlacements": ["left-start", "bottom"], "padding": 4.2}]}"#,
    #"{"x":-43.13107221865732,"y":132.87102815850616,"placement":"bottom","hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 75.764, "y": 432.6792477533373, "width": 247.0, "height": 198.26}, "floating": {"width": 409.72, "height": 145.3278251610962}, "boundary": {"x": -45.0, "y": -12.694, "width": 583.0, "height": 904.0}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "mainAxis": -8.08, "crossAxis": 5.143}, {"name": "flip", "fallbackStrategy": "bestFit", "padding": {"top": 1.0, "right": 7.32, "bottom": 3.1557301473208064}, "elementContext": "floating"}, {"name": "shift", "limiter": {"mainAxis": true}, "padding": 14.7, "elementContext": "floating"}, {"name": "arrow", "width": 9.0, "height": 14.0}, {"name": "hide"}]}"#,
    #"{"x":-0.45300000000000384,"y":295.43142259224106,"placement":"top","arrow":{"x":195.217,"centerOffset":0},"shift":{"x":0,"y":0},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 714.570429200803, "y": -60.0178448290964, "width": 227.0, "height": 106.11977618061192}, "floating": {"width": 144.53, "height": 11.67}, "boundary": {"x": -23.995023563346564, "y": -18.0, "width": 955.61, "height": 484.0}, "placement": "left", "rtl": true, "middleware": [{"name": "offset", "mainAxis": -3.01}, {"name": "flip", "crossAxis": true, "fallbackStrategy": "bestFit", "fallbackPlacements": ["right-start", "left-start", "right-end"], "padding": 0.647}, {"name": "shift", "limiter": {"crossAxis": true}, "padding": {}}, {"name": "size"}, {"name": "arrow", "width": 9.06370025728449, "height": 8.043967260231515, "padding": 18.822}, {"name": "hide", "strategy": "referenceHidden"}]}"#,
    #"{"x":573.050429200803,"y":-12.792956738790437,"placement":"left","arrow":{"y":1.8130163698842425,"centerOffset":0},"shift":{"x":0,"y":0},"size":{"availableWidth":741.5754527641495,"availableHeight":484},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 611.0, "y": -130.59892104129293, "width": 232.88, "height": 131.0}, "floating": {"width": 366.46, "height": 141.0}, "boundary": {"x": -9.566726575508063, "y": -31.72, "width": 635.0, "height": 290.0}, "placement": "right-start", "rtl": true, "middleware": [{"name": "offset", "mainAxis": 15.6, "crossAxis": 3.0}, {"name": "autoPlacement", "autoAlignment": true}, {"name": "size", "padding": 5.544285907692249}, {"name": "arrow", "width": 28.79239949822987, "height": 1.0, "padding": -4.463712908609464}]}"#,
    #"{"x":228.94000000000003,"y":-132.59892104129293,"placement":"left","arrow":{"y":67,"centerOffset":0},"size":{"availableWidth":599.4224406678159,"availableHeight":-71.84641389797036}}"#
  ),
  (
    #"{"reference": {"x": 205.54392381600354, "y": 615.0, "width": 291.9, "height": 111.11}, "floating": {"width": 324.333, "height": 21.0}, "boundary": {"x": 5.196599168019247, "y": -35.0, "width": 1195.0, "height": 1157.38}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 6.0}, {"name": "autoPlacement", "alignment": "start"}, {"name": "shift", "mainAxis": true, "crossAxis": false, "padding": -4.0}, {"name": "size"}, {"name": "hide", "strategy": "referenceHidden", "padding": 6.86706826708429, "elementContext": "floating"}]}"#,
    #"{"x":211.54392381600354,"y":594,"placement":"top-start","shift":{"x":0,"y":0},"size":{"availableWidth":1195,"availableHeight":650},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 306.48629388885854, "y": 335.0, "width": 13.70312367163481, "height": 199.0}, "floating": {"width": 230.29, "height": 207.0}, "boundary": {"x": -10.0, "y": -35.0, "width": 863.0, "height": 439.96062611406563}, "placement": "top", "rtl": true, "middleware": [{"name": "offset", "crossAxis": -4.38108471258567}, {"name": "flip", "mainAxis": true, "crossAxis": false, "fallbackStrategy": "bestFit", "fallbackAxisSideDirection": "start", "fallbackPlacements": null}, {"name": "shift", "mainAxis": false, "crossAxis": false, "limiter": {"mainAxis": true}, "padding": {"top": 9.430583733081074, "right": 1.0, "bottom": 3.7343771833018717}}]}"#,
    #"{"x":202.57394043726163,"y":128,"placement":"top","shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": -135.42, "y": 369.818, "width": 203.0, "height": 106.91903743072324}, "floating": {"width": 95.4, "height": 277.7177076500462}, "boundary": {"x": -45.0, "y": -43.531, "width": 696.5699716072775, "height": 582.219}, "placement": "top", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 14.0, "crossAxis": 18.30631915273741, "alignmentAxis": -16.600179404701237}, {"name": "size", "padding": {"bottom": -3.924648666883805, "left": 13.5}}, {"name": "hide"}]}"#,
    #"{"x":-63.31368084726258,"y":78.1002923499538,"placement":"top","size":{"availableWidth":31.772638305474842,"availableHeight":399.349},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 426.0, "y": 61.0, "width": 129.0, "height": 114.476}, "floating": {"width": 57.66, "height": 59.0}, "boundary": {"x": 5.879139718226, "y": -2.2976509825107243, "width": 719.9502285465096, "height": 990.6096096762485}, "placement": "left", "rtl": false, "middleware": [{"name": "flip", "flipAlignment": true, "padding": 8.06}, {"name": "shift", "padding": {"right": -0.0, "left": -2.72}}, {"name": "size", "padding": {"bottom": 19.0}}]}"#,
    #"{"x":368.34000000000003,"y":88.738,"placement":"left","shift":{"x":0,"y":0},"size":{"availableWidth":420.12086028177407,"availableHeight":971.6096096762485}}"#
  ),
  (
    #"{"reference": {"x": 720.0, "y": 71.0, "width": 149.2, "height": 92.54240949662417}, "floating": {"width": 41.59534044127072, "height": 140.125}, "boundary": {"x": 6.754988089098333, "y": 43.828, "width": 944.857, "height": 935.7}, "placement": "bottom-end", "rtl": false, "middleware": [{"name": "autoPlacement", "crossAxis": true, "alignment": "end", "autoAlignment": true, "padding": 6.799}, {"name": "flip", "mainAxis": false, "fallbackAxisSideDirection": "none", "fallbackPlacements": ["top-end", "bottom-start", "left-start", "bottom-end"]}, {"name": "arrow", "width": 10.56865020322093, "height": 9.418575712764987}, {"name": "hide", "elementContext": "floating"}, {"name": "autoPlacement", "alignment": null, "autoAlignment": false, "allowedPlacements": ["top-end"], "padding": {"top": 13.98070267209891, "bottom": 10.518771848712607}}, {"name": "flip", "mainAxis": true, "fallbackPlacements": [], "elementContext": "floating"}]}"#,
    #"{"x":678.4046595587292,"y":71,"placement":"left-start","arrow":{"y":41.5619168919296,"centerOffset":0},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 194.304, "y": 468.0, "width": 162.7, "height": 140.446}, "floating": {"width": 27.15125669132201, "height": 300.0}, "boundary": {"x": 23.114671532703895, "y": -20.07, "width": 881.0, "height": 710.25}, "placement": "left-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 21.7}, {"name": "autoPlacement", "crossAxis": true, "padding": 0.2051166099706645}, {"name": "shift", "crossAxis": true, "padding": {"top": -5.0}}, {"name": "arrow", "width": 11.622, "height": 4.0, "padding": 10.703126803237625}, {"name": "hide", "padding": {"top": -2.7, "right": 14.867809613872119, "bottom": 7.2}}]}"#,
    #"{"x":378.704,"y":388.22299999999996,"placement":"right","arrow":{"y":148.00000000000006,"centerOffset":0},"shift":{"x":0,"y":0},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 131.82, "y": 712.09, "width": 204.85, "height": 40.788}, "floating": {"width": 453.872, "height": 208.0}, "boundary": {"x": 24.0, "y": 17.78759795558996, "width": 1051.637, "height": 866.18}, "placement": "right-end", "rtl": true, "middleware": [{"name": "shift", "mainAxis": false, "padding": {}}, {"name": "size", "padding": 11.13}, {"name": "hide"}]}"#,
    #"{"x":336.66999999999996,"y":544.878,"placement":"right-end","shift":{"x":0,"y":0},"size":{"availableWidth":727.837,"availableHeight":723.9604020444101},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 781.0, "y": 48.71366938285914, "width": 65.86882675064527, "height": 129.248419334694}, "floating": {"width": 451.4948919262224, "height": 135.66445407219604}, "boundary": {"x": -25.8, "y": -33.0, "width": 965.2436387483577, "height": 546.9223825134983}, "placement": "bottom-end", "rtl": true, "middleware": [{"name": "hide"}, {"name": "flip", "mainAxis": false, "crossAxis": true, "fallbackAxisSideDirection": "start", "padding": 6.0}, {"name": "size", "padding": -0.82}]}"#,
    #"{"x":395.3739348244228,"y":177.96208871755314,"placement":"bottom-start","size":{"availableWidth":873.4888267506452,"availableHeight":336.7802937959451},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 223.41411601159263, "y": -73.1, "width": 201.0, "height": 24.7}, "floating": {"width": 176.491, "height": 216.9}, "boundary": {"x": 2.0, "y": 10.0, "width": 563.0, "height": 217.65}, "placement": "left", "rtl": false, "middleware": [{"name": "offset", "crossAxis": -7.7, "alignmentAxis": 16.1}, {"name": "flip", "mainAxis": true, "fallbackAxisSideDirection": "start", "flipAlignment": false}, {"name": "shift", "crossAxis": true, "padding": {"top": 9.0, "bottom": 5.5, "left": 14.34}}, {"name": "hide", "strategy": "referenceHidden", "padding": 11.083365224851807}]}"#,
    #"{"x":227.96861601159264,"y":19,"placement":"bottom","shift":{"x":0,"y":67.39999999999999},"hide":{"referenceHidden":true}}"#
  ),
  (
    #"{"reference": {"x": 240.68408576982574, "y": 214.34633619881984, "width": 163.679, "height": 138.92523151017514}, "floating": {"width": 297.0, "height": 12.14}, "boundary": {"x": -24.45, "y": -20.612, "width": 677.0, "height": 755.0}, "placement": "right-start", "rtl": true, "middleware": [{"name": "offset", "mainAxis": 2.0, "alignmentAxis": 16.02}, {"name": "flip", "mainAxis": true, "crossAxis": false, "flipAlignment": false}, {"name": "size", "padding": {"top": 6.991353421750864}}, {"name": "hide"}]}"#,
    #"{"x":-58.31591423017426,"y":230.36633619881985,"placement":"left-start","size":{"availableWidth":263.13408576982573,"availableHeight":504.0216638011802},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 534.5001083771341, "y": 178.617, "width": 255.0, "height": 24.0}, "floating": {"width": 51.0, "height": 209.17975861542737}, "boundary": {"x": 40.4, "y": -36.42494897057146, "width": 911.0, "height": 363.6}, "placement": "right", "rtl": true, "middleware": [{"name": "offset", "mainAxis": -8.2, "crossAxis": -1.0, "alignmentAxis": 13.5}, {"name": "flip", "mainAxis": true, "padding": 18.15}, {"name": "shift", "mainAxis": true, "crossAxis": true, "padding": 17.0}, {"name": "arrow", "width": 28.44, "height": 8.6}]}"#,
    #"{"x":781.300108377134,"y":85.0271206922863,"placement":"right","arrow":{"y":101.28987930771369,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 647.0, "y": 419.941626296276, "width": 32.0, "height": 7.048994562480093}, "floating": {"width": 35.0, "height": 380.856}, "boundary": {"x": 14.737341547939224, "y": 29.05608412892883, "width": 988.0, "height": 406.0}, "placement": "bottom-start", "rtl": true, "middleware": [{"name": "offset", "alignmentAxis": null}, {"name": "flip", "flipAlignment": true, "padding": 19.56}, {"name": "shift", "mainAxis": true, "crossAxis": false, "padding": 6.53}, {"name": "arrow", "width": 15.0, "height": 6.0, "padding": 15.63293931998157}]}"#,
    #"{"x":644.5,"y":39.08562629627602,"placement":"top-start","arrow":{"x":11,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": -67.262, "y": 224.93708716689616, "width": 72.9236269745376, "height": 11.339678177199541}, "floating": {"width": 87.24706793367787, "height": 321.0}, "boundary": {"x": -8.0, "y": -49.58, "width": 130.5, "height": 648.0}, "placement": "right-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 3.0, "alignmentAxis": 2.0}, {"name": "flip", "crossAxis": true, "fallbackAxisSideDirection": "none", "fallbackPlacements": null, "padding": 17.548016575846137}, {"name": "shift", "crossAxis": false, "padding": 19.086908080279432}, {"name": "arrow", "width": 23.075864284324826, "height": 1.75, "padding": 5.729288301997105}]}"#,
    #"{"x":8.661626974537597,"y":224.0026379534988,"placement":"right-start","arrow":{"y":5.729288301997144,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 368.0, "y": -82.3060415435671, "width": 217.4, "height": 0.039}, "floating": {"width": 358.42, "height": 297.242}, "boundary": {"x": 23.554237138059264, "y": 8.98976410353766, "width": 677.0, "height": 530.3869591862763}, "placement": "left-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": 8.426}, {"name": "flip", "mainAxis": false, "flipAlignment": true}, {"name": "shift", "mainAxis": false, "padding": {"bottom": -4.4877472807532195, "left": -2.634}}, {"name": "arrow", "width": 15.64095519531974, "height": 10.8}]}"#,
    #"{"x":1.153999999999984,"y":-87.6865415435671,"placement":"left-start","arrow":{"y":0,"centerOffset":0},"shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 64.7, "y": -105.88971781482354, "width": 289.392, "height": 35.0}, "floating": {"width": 232.0, "height": 363.146}, "boundary": {"x": 9.0, "y": -45.60480017635764, "width": 623.342, "height": 524.0}, "placement": "left-end", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 2.0, "alignmentAxis": -17.71920442215507}, {"name": "flip", "crossAxis": false, "fallbackStrategy": "bestFit", "flipAlignment": true, "padding": {"top": 6.63, "right": 18.435, "left": -4.174}}, {"name": "shift", "mainAxis": true, "crossAxis": true, "padding": 18.849}, {"name": "arrow", "width": 9.0, "height": 13.29, "padding": 11.667719168268249}]}"#,
    #"{"x":354.092,"y":-26.75580017635764,"placement":"right-end","arrow":{"y":11.667719168268249,"centerOffset":-79.94663680673416},"shift":{"x":0,"y":79.94663680673416}}"#
  ),
  (
    #"{"reference": {"x": 202.0, "y": 694.833, "width": 11.54, "height": 103.7}, "floating": {"width": 198.76263554017575, "height": 16.0}, "boundary": {"x": 5.3, "y": -43.15, "width": 575.0, "height": 1110.83}, "placement": "bottom-end", "rtl": true, "middleware": [{"name": "size", "padding": 13.404481979258318}, {"name": "arrow", "width": 21.285837029439506, "height": 10.0}, {"name": "hide", "padding": 7.588285209210708}]}"#,
    #"{"x":197.12708148528026,"y":798.533,"placement":"bottom-end","arrow":{"x":0,"centerOffset":-1.4210854715202004e-14},"size":{"availableWidth":369.76843653546143,"availableHeight":255.7425180207415},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 338.36501357199796, "y": -63.08, "width": 18.0, "height": 180.14913485581954}, "floating": {"width": 78.0, "height": 16.5474892492131}, "boundary": {"x": 13.0, "y": 11.14216420166877, "width": 375.54393392761057, "height": 218.0}, "placement": "bottom-start", "rtl": true, "middleware": [{"name": "offset"}, {"name": "arrow", "width": 15.9, "height": 14.0, "padding": 19.0}, {"name": "hide"}]}"#,
    #"{"x":296.31501357199795,"y":117.06913485581954,"placement":"bottom-start","arrow":{"x":43.1,"centerOffset":7.105427357601002e-15},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 328.0, "y": 597.0, "width": -12.11, "height": 96.27975386812304}, "floating": {"width": 110.196751217434, "height": 46.0}, "boundary": {"x": -12.287, "y": 17.673, "width": 1176.0084823255856, "height": 590.76}, "placement": "bottom", "rtl": false, "middleware": [{"name": "hide", "strategy": "escaped"}, {"name": "offset", "mainAxis": 8.0, "crossAxis": 16.751699101372694}, {"name": "hide", "strategy": "referenceHidden", "padding": {"right": 2.0, "bottom": 15.2, "left": 5.73}, "elementContext": "reference"}, {"name": "autoPlacement", "crossAxis": true, "allowedPlacements": ["right-end"], "padding": 9.0}, {"name": "offset"}, {"name": "autoPlacement", "crossAxis": false, "alignment": "end", "padding": {}}]}"#,
    #"{"x":222.4449478839387,"y":543,"placement":"top-end","hide":{"referenceHidden":true,"escaped":false}}"#
  ),
  (
    #"{"reference": {"x": 13.0, "y": 104.414, "width": 123.6, "height": 71.291}, "floating": {"width": 297.0, "height": 170.54039236291675}, "boundary": {"x": -0.7366367095617221, "y": -34.0, "width": 223.84762782931574, "height": 190.76746219824142}, "placement": "top", "rtl": false, "middleware": [{"name": "autoPlacement", "autoAlignment": true, "padding": {"right": 13.9, "left": -4.0}}, {"name": "autoPlacement", "crossAxis": false, "alignment": "start", "autoAlignment": true, "padding": 4.032808371314719}, {"name": "size", "padding": {"top": 8.653051705598543, "right": -2.4, "bottom": 8.367266792059281}}]}"#,
    #"{"x":13,"y":-66.12639236291675,"placement":"top-start","size":{"availableWidth":212.51099111975404,"availableHeight":129.76094829440146}}"#
  ),
  (
    #"{"reference": {"x": 496.0, "y": 77.9, "width": 35.11295042562265, "height": 110.28}, "floating": {"width": 459.3, "height": 161.7}, "boundary": {"x": 48.6, "y": 6.844, "width": 923.2, "height": 851.0}, "placement": "left-start", "rtl": false, "middleware": [{"name": "shift", "crossAxis": true}, {"name": "offset"}, {"name": "autoPlacement", "autoAlignment": true, "allowedPlacements": null}, {"name": "arrow", "width": 15.695232772466372, "height": 4.39972001862355, "padding": 6.4063108376951625}, {"name": "autoPlacement", "crossAxis": false, "alignment": "end", "allowedPlacements": null, "padding": {"top": 16.0, "right": 4.0}}, {"name": "autoPlacement", "alignment": "start", "autoAlignment": true, "padding": {"top": 18.578719492325735, "right": -0.20229494590153596, "left": -1.13}}]}"#,
    #"{"x":71.81295042562263,"y":6.843999999999994,"placement":"top-end","arrow":{"x":433.89590840095553,"centerOffset":0},"shift":{"x":0,"y":90.64399999999998}}"#
  ),
  (
    #"{"reference": {"x": 817.6, "y": -31.0, "width": 133.7, "height": 148.364}, "floating": {"width": 426.53, "height": 355.74}, "boundary": {"x": 38.184, "y": -13.031, "width": 943.322, "height": 105.0}, "placement": "left", "rtl": true, "middleware": [{"name": "flip", "mainAxis": true, "fallbackAxisSideDirection": "none", "flipAlignment": true}, {"name": "autoPlacement", "crossAxis": true, "padding": 5.918}, {"name": "arrow", "width": 29.3, "height": 8.99}, {"name": "arrow", "width": 7.0, "height": 5.836770768409142}]}"#,
    #"{"x":391.07000000000005,"y":-134.688,"placement":"left","arrow":{"y":174.9516146157954,"centerOffset":0}}"#
  ),
  (
    #"{"reference": {"x": 273.31193139504205, "y": -259.9685549959024, "width": 0, "height": 798.2979700319381}, "floating": {"width": 0, "height": 516.6500426836185}, "boundary": {"x": 0, "y": 603.4803922937471, "width": 625.0653685822091, "height": -71.40366073995983}, "placement": "top-start", "rtl": true, "middleware": [{"name": "hide"}]}"#,
    #"{"x":273.31193139504205,"y":-776.6185976795209,"placement":"top-start","hide":{"referenceHidden":true}}"#
  ),
  (
    #"{"reference": {"x": 104.96012027737498, "y": 5e-324, "width": 672.5802381838378, "height": 296.5429088561565}, "floating": {"width": -5, "height": -265.91991932378323}, "boundary": {"x": -45.21064388891529, "y": 391.7117367620976, "width": 0, "height": 806.4106259549529}, "placement": "top-start", "rtl": false, "middleware": []}"#,
    #"{"x":104.96012027737498,"y":265.91991932378323,"placement":"top-start"}"#
  ),
  (
    #"{"reference": {"x": -173.61008941606508, "y": 103.05319376451291, "width": 0, "height": 0}, "floating": {"width": -82.53515734670027, "height": 0}, "boundary": {"x": 820.9263190491158, "y": 298.13482159498693, "width": -6.582201265933691, "height": 72.55519285586075}, "placement": "left", "rtl": false, "middleware": []}"#,
    #"{"x":-91.0749320693648,"y":103.05319376451291,"placement":"left"}"#
  ),
  (
    #"{"reference": {"x": 0, "y": 0, "width": 490.2452330930515, "height": 886.3148143755965}, "floating": {"width": 6.2353021851829595, "height": -2}, "boundary": {"x": 29.39566516997479, "y": 8.774998118030595, "width": 0, "height": 0}, "placement": "left-start", "rtl": false, "middleware": [{"name": "offset", "crossAxis": 269.48835756128426}, {"name": "autoPlacement", "autoAlignment": true}, {"name": "shift", "mainAxis": true, "padding": -1, "elementContext": "floating"}, {"name": "autoPlacement"}, {"name": "offset", "mainAxis": 316.57763424642724, "crossAxis": 780.8271947287327}]}"#,
    #"{"x":809.2228598987075,"y":-314.57763424642724,"placement":"top","shift":{"x":-483.09765784524376,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 0, "y": 2, "width": 468.4383471005385, "height": 86.33472419884768}, "floating": {"width": 225.02405413855348, "height": -163.16448083563847}, "boundary": {"x": -213.4807401104371, "y": 37.69344198496003, "width": 237.84650247477742, "height": 506.5556749665067}, "placement": "left-start", "rtl": false, "middleware": [{"name": "arrow", "width": 235.36999729174198, "height": 0}, {"name": "hide"}, {"name": "size", "padding": {"top": -28.57497763827446, "right": -57.979946646903116, "bottom": -28.814791536959195}}]}"#,
    #"{"x":-225.02405413855348,"y":2,"placement":"left-start","arrow":{"y":-80.58224041781924,"centerOffset":123.74960251724308},"size":{"availableWidth":213.4807401104371,"availableHeight":563.9454441417403},"hide":{"referenceHidden":false}}"#
  ),
  (
    #"{"reference": {"x": 295.4591333077715, "y": 406.2073459355829, "width": -207.06356620210136, "height": 169.92389710237865}, "floating": {"width": 1, "height": 699.5129124261688}, "boundary": {"x": 78.14301379600238, "y": -91.8051027153617, "width": 178.51797997048232, "height": 654.4462135221673}, "placement": "bottom", "rtl": false, "middleware": [{"name": "autoPlacement", "crossAxis": false, "alignment": "start", "autoAlignment": true, "elementContext": "reference"}]}"#,
    #"{"x":295.4591333077715,"y":-293.3055664905859,"placement":"top-start"}"#
  ),
  (
    #"{"reference": {"x": 800.1108138639013, "y": 1e-300, "width": 14.525869055382984, "height": 1}, "floating": {"width": 209.15104943206495, "height": 87.64050593769787}, "boundary": {"x": 1e-300, "y": 270.23681808521815, "width": -5, "height": 0}, "placement": "top", "rtl": false, "middleware": [{"name": "hide", "strategy": "referenceHidden"}, {"name": "flip", "padding": -3.7874445768922294}, {"name": "flip", "fallbackAxisSideDirection": "none", "flipAlignment": true, "padding": {"left": 180.5067207982608}}, {"name": "offset", "mainAxis": 0}, {"name": "offset", "mainAxis": 1e+300}]}"#,
    #"{"x":702.7982236755604,"y":1e+300,"placement":"bottom","hide":{"referenceHidden":true}}"#
  ),
  (
    #"{"reference": {"x": 356.3286963710771, "y": 751.3343920309851, "width": 48.39323993190135, "height": 216.410084606895}, "floating": {"width": 0, "height": 0}, "boundary": {"x": 527.1800960199918, "y": -94.87524763041735, "width": 0, "height": 240.7084798934713}, "placement": "right-end", "rtl": true, "middleware": []}"#,
    #"{"x":404.72193630297846,"y":967.7444766378801,"placement":"right-end"}"#
  ),
  (
    #"{"reference": {"x": 166.43252257513274, "y": 420.315129688204, "width": 488.33727475956994, "height": 548.0165194087222}, "floating": {"width": -228.14089356495396, "height": 0}, "boundary": {"x": -17.026217609576705, "y": 0, "width": 112.39364601786403, "height": -76.59419379114692}, "placement": "bottom", "rtl": true, "middleware": [{"name": "autoPlacement", "alignment": "end", "allowedPlacements": ["left-start", "right-end", "left-end", "right-end", "left", "right-end", "bottom-start", "right", "left-start"], "padding": {"right": 786.5920376287439, "bottom": 678.8776304360484}}]}"#,
    #"{"x":394.5734161400867,"y":420.315129688204,"placement":"left-start"}"#
  ),
  (
    #"{"reference": {"x": -158.31962053928592, "y": 1e-300, "width": 559.2655612642262, "height": 5.44354960821623}, "floating": {"width": 0, "height": 279.87936567788574}, "boundary": {"x": 835.6866908354713, "y": 611.1705595779682, "width": 119.21934061023495, "height": 0}, "placement": "top-end", "rtl": false, "middleware": [{"name": "size", "padding": {"top": 131.89682139832303, "right": 861.709794022472, "bottom": 85.37088349489429, "left": 268.4310360122177}, "elementContext": "floating"}, {"name": "size", "padding": {"left": 789.281154240122}}]}"#,
    #"{"x":400.94594072494033,"y":-279.87936567788574,"placement":"top-end","size":{"availableWidth":-1224.021904350653,"availableHeight":-611.1705595779682}}"#
  ),
  (
    #"{"reference": {"x": 330.73712595084123, "y": 476.68059448331303, "width": 449.4097269029817, "height": -272.27960061446566}, "floating": {"width": 345.3978294465505, "height": 759.1255911942351}, "boundary": {"x": 0, "y": 611.5155445448044, "width": 207.07636672511694, "height": -78.8012149119828}, "placement": "bottom-end", "rtl": false, "middleware": [{"name": "offset", "mainAxis": -236.37887008120717, "alignmentAxis": 4}, {"name": "hide", "strategy": "escaped"}]}"#,
    #"{"x":430.7490234072724,"y":-31.977876212359803,"placement":"bottom-end","hide":{"escaped":true}}"#
  ),
  (
    #"{"reference": {"x": -210.91289658114331, "y": 432.83821490120965, "width": 590.89419743816, "height": 293.24937076739974}, "floating": {"width": -3, "height": 223.29229512688585}, "boundary": {"x": 419.73637795665184, "y": 269.17061070842385, "width": 85.47498322638444, "height": 296.3189902173796}, "placement": "right-end", "rtl": true, "middleware": [{"name": "shift", "mainAxis": false}]}"#,
    #"{"x":379.98130085701666,"y":502.7952905417236,"placement":"right-end","shift":{"x":0,"y":0}}"#
  ),
  (
    #"{"reference": {"x": 0, "y": 770.3010826125454, "width": 0, "height": 731.206588544095}, "floating": {"width": 1e-300, "height": 0}, "boundary": {"x": -4, "y": 0, "width": -91.77518988021853, "height": 406.6806820163663}, "placement": "right", "rtl": true, "middleware": [{"name": "size"}, {"name": "shift"}, {"name": "hide", "strategy": "escaped"}, {"name": "size", "elementContext": "floating"}]}"#,
    #"{"x":0,"y":406.6806820163663,"placement":"right","shift":{"x":0,"y":-729.2236948682266},"size":{"availableWidth":-95.77518988021853,"availableHeight":406.6806820163663},"hide":{"escaped":true}}"#
  ),
  (
    #"{"reference": {"x": 785.3223648452654, "y": 66.51403352676198, "width": 214.15573537643968, "height": 148.69936168168906}, "floating": {"width": 863.6625242586686, "height": -159.70718834928354}, "boundary": {"x": -26.371503777483362, "y": 0, "width": -2, "height": 782.323318003916}, "placement": "bottom", "rtl": false, "middleware": []}"#,
    #"{"x":460.56897040415095,"y":215.21339520845103,"placement":"bottom"}"#
  ),
]
