# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_a01_simple_pendulum.png'
set title 'Pareto front: Validation against published references: a01_simple_pendulum'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_a01_simple_pendulum.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_a01_simple_pendulum.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_a01_simple_pendulum.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_a01_simple_pendulum.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: cvode-adams af rtol=1e-08', \
  'pareto_a01_simple_pendulum.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05, 1e-06, 1e-07: cvode-adams af rtol=1e-10', \
  'pareto_a01_simple_pendulum.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08: ab4 af rgcp dt=0.000625', \
  'pareto_a01_simple_pendulum.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-09: ab4 af rgcp dt=0.0003125', \
  'pareto_a01_simple_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 2240,1240 font ',9' noenhanced
set output 'families_a01_simple_pendulum.png'
set xrange [0.000409735:0.183936]
set yrange [3.73779e-12:1.47538]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,4 title 'By integrator family: Validation against published references: a01_simple_pendulum; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_a01_simple_pendulum.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rk4'
plot 'families_a01_simple_pendulum.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'arkode-erk-fixed'
plot 'families_a01_simple_pendulum.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_a01_simple_pendulum.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_a01_simple_pendulum.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_a01_simple_pendulum.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_a01_simple_pendulum.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_a01_simple_pendulum.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_a01_simple_pendulum.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_a01_simple_pendulum.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_a01_simple_pendulum.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle
set title 'ida'
plot 'families_a01_simple_pendulum.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_a01_simple_pendulum.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_a01_simple_pendulum.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'arkode-erk-fixed af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'ali3p-trapezoidal', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'ali3p-trapezoidal --energy-conserving', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'gen-alpha', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'cvode-bdf af', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'cvode-bdf af --projection', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'cvode-adams af', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'arkode-erk af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ida ggl', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'ida index3'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_a01_simple_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:10]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: a01_simple_pendulum'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_a01_simple_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-08', \
  'time_series_a01_simple_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-adams af rtol=1e-10'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_a01_simple_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-08', \
  'time_series_a01_simple_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-adams af rtol=1e-10'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_a02_four_bar.png'
set title 'Pareto front: Validation against published references: a02_four_bar'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_a02_four_bar.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_a02_four_bar.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_a02_four_bar.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_a02_four_bar.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: gen-alpha dt=0.001', \
  'pareto_a02_four_bar.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05: ab4 uke direct dt=0.002', \
  'pareto_a02_four_bar.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06, 1e-07: ab4 uke direct dt=0.001', \
  'pareto_a02_four_bar.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08, 1e-09: ab4 uke direct dt=0.0005', \
  'pareto_a02_four_bar.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 2240,1240 font ',9' noenhanced
set output 'families_a02_four_bar.png'
set xrange [0.00665623:79.5698]
set yrange [2.91507e-10:5.99186]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,4 title 'By integrator family: Validation against published references: a02_four_bar; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_a02_four_bar.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle
set title 'rk4'
plot 'families_a02_four_bar.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'arkode-erk-fixed'
plot 'families_a02_four_bar.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_a02_four_bar.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_a02_four_bar.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_a02_four_bar.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_a02_four_bar.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_a02_four_bar.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle
set title 'ida'
plot 'families_a02_four_bar.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_a02_four_bar.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'ab4 uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'rk4 uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'arkode-erk-fixed uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'ali3p-trapezoidal', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'ali3p-trapezoidal --energy-conserving', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'gen-alpha', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'cvode-bdf uke', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'cvode-bdf uke --projection', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'cvode-adams uke', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'arkode-erk uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'ida ggl', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'ida index3'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_a02_four_bar.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:10]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: a02_four_bar'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_a02_four_bar.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'ab4 uke direct dt=2e-03', \
  'time_series_a02_four_bar.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'ab4 uke direct dt=1e-03'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_a02_four_bar.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'ab4 uke direct dt=2e-03', \
  'time_series_a02_four_bar.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'ab4 uke direct dt=1e-03'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_a03_andrews_squeezer.png'
set title 'Pareto front: Validation against published references: a03_andrews_squeezer'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_a03_andrews_squeezer.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_a03_andrews_squeezer.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_a03_andrews_squeezer.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_a03_andrews_squeezer.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: cvode-adams af rtol=1e-06', \
  'pareto_a03_andrews_squeezer.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06, 1e-07: cvode-adams af rtol=1e-08', \
  'pareto_a03_andrews_squeezer.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08, 1e-09: cvode-adams af rtol=1e-10', \
  'pareto_a03_andrews_squeezer.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 2240,1240 font ',9' noenhanced
set output 'families_a03_andrews_squeezer.png'
set xrange [0.000773909:6.22554]
set yrange [2.20391e-12:0.0231647]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,4 title 'By integrator family: Validation against published references: a03_andrews_squeezer; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_a03_andrews_squeezer.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rk4'
plot 'families_a03_andrews_squeezer.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'arkode-erk-fixed'
plot 'families_a03_andrews_squeezer.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_a03_andrews_squeezer.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_a03_andrews_squeezer.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_a03_andrews_squeezer.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_a03_andrews_squeezer.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_a03_andrews_squeezer.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_a03_andrews_squeezer.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_a03_andrews_squeezer.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_a03_andrews_squeezer.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle
set title 'ida'
plot 'families_a03_andrews_squeezer.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_a03_andrews_squeezer.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_a03_andrews_squeezer.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'arkode-erk-fixed af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'ali3p-trapezoidal', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'ali3p-trapezoidal --energy-conserving', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'gen-alpha', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'cvode-bdf af', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'cvode-bdf af --projection', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'cvode-adams af', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'arkode-erk af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ida ggl', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'ida index3'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_a03_andrews_squeezer.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:0.03]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: a03_andrews_squeezer'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_a03_andrews_squeezer.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-06', \
  'time_series_a03_andrews_squeezer.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-adams af rtol=1e-08'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_a03_andrews_squeezer.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-06', \
  'time_series_a03_andrews_squeezer.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-adams af rtol=1e-08'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_turntable.png'
set title 'Pareto front: Validation against published references: turntable'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_turntable.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_turntable.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_turntable.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_turntable.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: cvode-adams af rtol=1e-10', \
  'pareto_turntable.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: ab4 af rgcp dt=6.25e-05', \
  'pareto_turntable.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07: rk4 af rgcp dt=6.25e-05', \
  'pareto_turntable.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08: arkode-erk af rgcp rtol=1e-10', \
  'pareto_turntable.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,1240 font ',9' noenhanced
set output 'families_turntable.png'
set xrange [0.0309347:6.78547]
set yrange [9.86597e-10:2.5229]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,3 title 'By integrator family: Validation against published references: turntable; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_turntable.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rk4'
plot 'families_turntable.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'arkode-erk-fixed'
plot 'families_turntable.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_turntable.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_turntable.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_turntable.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_turntable.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_turntable.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle
set title 'ida'
plot 'families_turntable.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_turntable.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'arkode-erk-fixed af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'cvode-bdf af', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'cvode-bdf af --projection', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'cvode-adams af', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'arkode-erk af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'ida ggl'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_turntable.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:10]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: turntable'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_turntable.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-10', \
  'time_series_turntable.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'ab4 af rgcp dt=6e-05'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_turntable.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-10', \
  'time_series_turntable.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'ab4 af rgcp dt=6e-05'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,998 font ',9'
set key below vertical maxrows 4 height 2 font ',8'
set output 'pareto_a04_bricard.png'
set title 'Pareto front: Validation against published references: a04_bricard'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_a04_bricard.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_a04_bricard.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_a04_bricard.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_a04_bricard.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: cvode-adams af rtol=1e-08', \
  'pareto_a04_bricard.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05, 1e-06: cvode-adams af rtol=1e-10', \
  'pareto_a04_bricard.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07: rk4 af rgcp dt=0.005', \
  'pareto_a04_bricard.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08: ab4 af rgcp dt=0.00125', \
  'pareto_a04_bricard.dat' index 2 every ::4::4 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-09: ali3p-trapezoidal --energy-conserving dt=0.005', \
  'pareto_a04_bricard.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 2240,1240 font ',9' noenhanced
set output 'families_a04_bricard.png'
set xrange [0.0020168:37.35]
set yrange [4.26326e-14:32.8971]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,4 title 'By integrator family: Validation against published references: a04_bricard; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_a04_bricard.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title 'rk4'
plot 'families_a04_bricard.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle
set title 'arkode-erk-fixed'
plot 'families_a04_bricard.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_a04_bricard.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_a04_bricard.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_a04_bricard.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_a04_bricard.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_a04_bricard.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 4 ps 0.8 notitle
set title 'ida'
plot 'families_a04_bricard.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 9 ps 0.8 notitle, \
  'families_a04_bricard.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 11 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'arkode-erk-fixed uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'ab4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'rk4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'arkode-erk-fixed af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'ali3p-trapezoidal', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'ali3p-trapezoidal --energy-conserving', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'gen-alpha', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'cvode-bdf uke', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'cvode-bdf uke --projection', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'cvode-adams uke', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'arkode-erk uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'cvode-bdf af', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 title 'cvode-bdf af --projection', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 title 'cvode-adams af', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 4 ps 0.8 title 'arkode-erk af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 9 ps 0.8 title 'ida ggl', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 11 ps 0.8 title 'ida index3'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_a04_bricard.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:10]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: a04_bricard'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_a04_bricard.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-10', \
  'time_series_a04_bricard.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'rk4 af rgcp dt=5e-03'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_a04_bricard.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-10', \
  'time_series_a04_bricard.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'rk4 af rgcp dt=5e-03'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,985 font ',9'
set key below vertical maxrows 3 height 2 font ',8'
set output 'pareto_a05_flyball_governor.png'
set title 'Pareto front: Validation against published references: a05_flyball_governor'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_a05_flyball_governor.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_a05_flyball_governor.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_a05_flyball_governor.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_a05_flyball_governor.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: ida index1 rtol=1e-08', \
  'pareto_a05_flyball_governor.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: cvode-bdf af rtol=1e-08', \
  'pareto_a05_flyball_governor.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07: cvode-bdf af rtol=1e-10', \
  'pareto_a05_flyball_governor.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08: ida ggl rtol=1e-10', \
  'pareto_a05_flyball_governor.dat' index 2 every ::4::4 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-09: cvode-adams af rtol=1e-10', \
  'pareto_a05_flyball_governor.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 2240,1240 font ',9' noenhanced
set output 'families_a05_flyball_governor.png'
set xrange [0.00479597:12.5838]
set yrange [4.20839e-12:2.33564]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,4 title 'By integrator family: Validation against published references: a05_flyball_governor; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_a05_flyball_governor.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'rk4'
plot 'families_a05_flyball_governor.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'arkode-erk-fixed'
plot 'families_a05_flyball_governor.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_a05_flyball_governor.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_a05_flyball_governor.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_a05_flyball_governor.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_a05_flyball_governor.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_a05_flyball_governor.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_a05_flyball_governor.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_a05_flyball_governor.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_a05_flyball_governor.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle
set title 'ida'
plot 'families_a05_flyball_governor.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_a05_flyball_governor.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_a05_flyball_governor.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'arkode-erk-fixed af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'ali3p-trapezoidal', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'ali3p-trapezoidal --energy-conserving', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'gen-alpha', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'cvode-bdf af', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'cvode-bdf af --projection', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'cvode-adams af', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'arkode-erk af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ida ggl', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'ida index3'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_a05_flyball_governor.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:2]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: a05_flyball_governor'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_a05_flyball_governor.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'ida index1 rtol=1e-08', \
  'time_series_a05_flyball_governor.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-bdf af rtol=1e-08'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_a05_flyball_governor.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'ida index1 rtol=1e-08', \
  'time_series_a05_flyball_governor.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-bdf af rtol=1e-08'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,985 font ',9'
set key below vertical maxrows 3 height 2 font ',8'
set output 'pareto_triple_pendulum.png'
set title 'Pareto front: Validation against published references: triple_pendulum'
set xlabel 'wall time of the integration (s)'
set ylabel 'error against the reference (each case''s own measure, docs/validation.md)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_triple_pendulum.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_triple_pendulum.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: cvode-adams af rtol=1e-08', \
  'pareto_triple_pendulum.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05, 1e-06, 1e-07: cvode-adams af rtol=1e-10', \
  'pareto_triple_pendulum.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08: rk4 af rgcp dt=0.0005', \
  'pareto_triple_pendulum.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-09: arkode-erk af rgcp rtol=1e-10', \
  'pareto_triple_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle, \
  'pareto_triple_pendulum.dat' index 3 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#4e79a7' pt 7 title 'other program: other programs simbody rk-merson (peer)', \
  'pareto_triple_pendulum.dat' index 4 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#f28e2b' pt 5 title 'other program: other programs simbody rk-feldberg (peer)', \
  'pareto_triple_pendulum.dat' index 5 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#e15759' pt 9 title 'other program: other programs simbody cpodes (peer)'
unset arrow
set key default
set terminal pngcairo size 2240,1240 font ',9' noenhanced
set output 'families_triple_pendulum.png'
set xrange [0.000847718:1.16781]
set yrange [1.49801e-12:1.89732]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 3,4 title 'By integrator family: Validation against published references: triple_pendulum; error: error against the reference (each case''s own measure, docs/validation.md)'
set title 'ab4'
plot 'families_triple_pendulum.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'rk4'
plot 'families_triple_pendulum.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed'
plot 'families_triple_pendulum.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ali3p-trapezoidal'
plot 'families_triple_pendulum.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'gen-alpha'
plot 'families_triple_pendulum.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-bdf'
plot 'families_triple_pendulum.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ida'
plot 'families_triple_pendulum.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum.dat' index 14 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 15 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum.dat' index 16 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'ab4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'rk4 af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'arkode-erk-fixed af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'ali3p-trapezoidal', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'ali3p-trapezoidal --energy-conserving', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'gen-alpha', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'cvode-bdf af', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'cvode-bdf af --projection', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'cvode-adams af', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'arkode-erk af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'ida index1', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ida ggl', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'ida index3', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'other programs simbody rk-merson (peer)', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'other programs simbody rk-feldberg (peer)', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'other programs simbody cpodes (peer)'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_triple_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Validation against published references: triple_pendulum'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-08', \
  'time_series_triple_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-adams af rtol=1e-10'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'cvode-adams af rtol=1e-08', \
  'time_series_triple_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'cvode-adams af rtol=1e-10'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
